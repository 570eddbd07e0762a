import { SurveyContent } from '@tsr/contract';
import { buildReport, compileContent, loadContent, prepareStructure, type ReportInput } from '@tsr/domain';
import {
  completeReview,
  TEST_CONTENT_INPUT,
  TEST_SCRIPT,
  testContent,
  testStructure,
} from '@tsr/domain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import type { SurveyVersion } from '../survey/survey-store';
import { testWorkerEntry } from '../workers/test-workers';
import { DEFAULT_REPORT_POOL, REPORT_TIMEOUT_MESSAGE, ReportPool } from './report-pool';

const version = (id: number, content: SurveyContent): SurveyVersion => ({
  id,
  version: id,
  compiled: compileContent(loadContent(content)),
});
const v1 = version(1, testContent());
const structure = prepareStructure(testStructure());
const input: Omit<ReportInput, 'content'> = {
  structure,
  parts: completeReview({ structure, content: v1.compiled }, TEST_SCRIPT).sequence.parts,
  today: '27/11/2026',
  report_id: 'r1',
  user: 'ann@oak.example',
  user_id: 'u1',
  company: 'Oak Advisers',
  timestamp: '2026-11-27T10:00:00.000Z',
};

const pools: ReportPool[] = [];
const pool = (options = DEFAULT_REPORT_POOL) => {
  const created = new ReportPool(options);
  pools.push(created);
  return created;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('the report pool', () => {
  it('scores in a worker thread the report this thread would, as the JSON text the database stores', async () => {
    const reports = pool();
    const built = await reports.build(v1, input);
    const here = buildReport({ ...input, content: v1.compiled });
    expect(built.json).toBe(JSON.stringify(here));
    expect(built.originalScore).toBe(here.originalScore);
    expect(built.originalScore).toBeGreaterThan(0);
    expect(built.errors).toEqual([]);
    expect(reports.threads).toBe(1);
  });

  it('starts its worker ahead of the first report when warmed, and keeps it for the next', async () => {
    const reports = pool();
    reports.warm();
    expect(reports.threads).toBe(1);
    await reports.build(v1, input);
    await reports.build(v1, input);
    expect(reports.threads).toBe(1);
  });

  it('compiles a version once: its later reports reuse what the worker compiled', async () => {
    const reports = pool();
    const first = await reports.build(v1, input);
    // Version ids never change their content; the worker answers from the version it compiled.
    const other = SurveyContent.parse(structuredClone(TEST_CONTENT_INPUT));
    other.rules.rules = [];
    const again = await reports.build(version(1, other), input);
    expect(again.json).toBe(first.json);
    const v2 = await reports.build(version(2, other), input);
    expect(v2.originalScore).toBe(0);
  });

  it('answers logic that cannot be evaluated as errors, for the caller to refuse the report', async () => {
    const broken = SurveyContent.parse(structuredClone(TEST_CONTENT_INPUT));
    const rule = broken.rules.rules.find((r) => r.id === 'CO-CT-1') as { logic: string };
    rule.logic = "age({incorporation_date}) > 5 and {company_cmc_in_uk} = 'yes'";
    const { today: _, ...withoutToday } = input;
    const built = await pool().build(version(3, broken), withoutToday);
    expect(built.errors.map((e) => [e.entityName, e.rule, e.message])).toEqual([
      ['Oak Holdings Ltd', 'CO-CT-1', "today() needs today's date in the evaluation context"],
      ['Oak Property Ltd', 'CO-CT-1', "today() needs today's date in the evaluation context"],
    ]);
  });

  it('stops a report that overruns its time limit with a 503, and ends its worker', async () => {
    const reports = new ReportPool({ ...DEFAULT_REPORT_POOL, timeoutMs: 50 }, testWorkerEntry('never-ends'));
    pools.push(reports);
    const error = await reports.build(v1, input).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(503);
    expect((error as AppError).message).toBe(REPORT_TIMEOUT_MESSAGE);
    expect(reports.threads).toBe(0);
  });
});
