import type { Report, SurveyElement } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { compileContent } from '../content/compile';
import { buildReport } from '../scoring/report';
import { prepareStructure } from '../structure/prepare';
import { completeReview, TEST_SCRIPT } from '../testing/answers';
import { testContent } from '../testing/test-content';
import { testStructure } from '../testing/test-structure';
import { answerText } from './answer-text';
import { riskReasons } from './risk-reasons';

const structure = prepareStructure(testStructure());
const content = compileContent(testContent());
const report: Report = buildReport({
  structure,
  parts: completeReview({ structure, content }, TEST_SCRIPT).sequence.parts,
  content,
  report_id: 'r1',
  user: 'ann@oak.example',
  user_id: 'u1',
  company: 'Oak Advisers',
  timestamp: '2026-01-05T10:00:00.000Z',
});
const reasons = riskReasons(report, content);
const reason = (ruleId: string, loopInstance?: string) => {
  const found = reasons.find((r) => r.ruleId === ruleId && r.loopInstance === loopInstance);
  if (!found) throw new Error(`no reason for ${ruleId}`);
  return found;
};

describe('a risk told in the customer’s words', () => {
  it('names the entity, and each question by its title with whose answer it was', () => {
    expect(reason('TT-IHT-1')).toEqual({
      ruleId: 'TT-IHT-1',
      entityId: 't1',
      subject: 'Oak Trust',
      answers: [
        { question: 'trust uk residential property', subject: 'Oak Trust', answer: 'direct' },
        { question: 'trust type', subject: 'Oak Trust', answer: 'discretionary' },
      ],
    });
  });

  it('reads a looped rule’s answers on its instance, once each, without the ones not answered', () => {
    // TS-IT-1 read {loop.settlor_uk_resident_current}, {loop.deceased} (not set) and a third answer.
    expect(reason('TS-IT-1', 't1/ann')).toEqual({
      ruleId: 'TS-IT-1',
      entityId: 't1',
      loopInstance: 't1/ann',
      subject: 'Oak Trust, for Ann (Oak Trust)',
      answers: [
        { question: 'settlor uk resident current', subject: 'Ann (Oak Trust)', answer: 'yes' },
        { question: 'settlor or spouse can benefit', subject: 'Ann (Oak Trust)', answer: 'yes' },
      ],
    });
    // any(settlors, ...) reads every settlor: those who answered are named, Bob (unanswered) is not.
    expect(reason('TT-IT-1').answers.map((a) => a.subject)).toEqual([
      'Oak Trust',
      'Ann (Oak Trust)',
      'Oak Holdings Ltd (Oak Trust)',
      'Cara (Oak Trust)',
    ]);
    expect(reason('TT-IHT-CLT', 't1/ann/ann-d0').answers).toEqual([
      { question: 'settlement value gbp', subject: 'Ann (Oak Trust), 01/06/2010', answer: '500,000' },
    ]);
  });

  it('states the structure’s own fields as sentences in the builder’s words, never with their ids', () => {
    expect(reason('TS-IHT-5', 't1/bob').answers).toEqual([
      {
        question: 'Deceased at settlement',
        subject: 'Bob (Oak Trust)',
        answer: 'Yes',
        statement: 'Bob (Oak Trust) was deceased at settlement.',
      },
    ]);
    expect(reason('CO-IT-NOMINEE').answers).toEqual([
      { question: 'Entity type', subject: 'Oak Trust', answer: 'Trust', statement: 'Oak Trust is a trust.' },
      {
        question: 'Entity type',
        subject: 'Oak Nominees',
        answer: 'Company acting as nominee',
        statement: 'Oak Nominees is a company acting as nominee.',
      },
    ]);
    for (const answer of reasons.flatMap((r) => r.answers)) {
      expect(answer.question).not.toMatch(/[._]/);
      expect(answer.subject).not.toMatch(/[._]/);
    }
  });
});

describe('an answer as chosen', () => {
  const radio: SurveyElement = {
    type: 'radiogroup',
    name: 'trust_type',
    title: 'What kind of trust is it?',
    choices: [
      { value: 'discretionary', text: 'Discretionary' },
      { value: 'iip', text: 'Interest in possession' },
    ],
  };
  const checkbox: SurveyElement = {
    type: 'checkbox',
    name: 'assets',
    choices: [
      { value: 'cash', text: 'Cash' },
      { value: 'land', text: 'UK land' },
    ],
    showNoneItem: true,
    noneText: 'None of these',
  };

  it('shows choice texts, not values', () => {
    expect(answerText(radio, 'iip')).toBe('Interest in possession');
    expect(answerText(checkbox, ['cash', 'land'])).toBe('Cash, UK land');
    expect(answerText(checkbox, ['none'])).toBe('None of these');
  });

  it('shows dates as dd/mm/yyyy, amounts with separators, yes and no in words', () => {
    expect(answerText({ type: 'text', name: 'd', inputType: 'date' }, '2024-10-30')).toBe('30/10/2024');
    expect(answerText({ type: 'text', name: 'd' }, '30/10/2024')).toBe('30/10/2024');
    expect(answerText({ type: 'text', name: 'n', inputType: 'number' }, 2500000)).toBe('2,500,000');
    expect(answerText({ type: 'text', name: 'x' }, 'yes')).toBe('Yes');
    expect(answerText({ type: 'boolean', name: 'b' }, false)).toBe('No');
  });
});
