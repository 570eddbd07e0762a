import { createHash } from 'node:crypto';
import { deserialize } from 'node:v8';
import { GOLDEN_CASES, goldenWalks, type WalkedCase } from '@tsr/content/golden';
import type { Rule, Sequence, SurveyContent, SurveyStructure, TryItem } from '@tsr/contract';
import { TRY_MESSAGES } from '@tsr/contract';
import {
  type CompiledContent,
  compileContent,
  contentWithItem,
  loadContent,
  moveToSurvey,
  ruleBaseline,
  type TriedReview,
  type TryOutcome,
  tryDefinition,
  tryResponseSubgroup,
  tryRule,
  tryRuleSubgroup,
} from '@tsr/domain';

/**
 * One Try it (docs/authoring.md), as the try worker runs it: the draft with the form's item put in,
 * compiled as a review loads content, the target answered on it (a golden structure walked with
 * its scripted answers as the golden gate walks it, or a submitted review's answers moved onto it
 * as the re-score on another version moves them), then the domain's try-it functions. Pure but for
 * what it keeps between jobs (walks and compiled versions): nothing is read or stored.
 */
export interface TryJob {
  /** The saved draft with the editor's unsaved sections. */
  readonly draft: SurveyContent;
  /** The latest published version's rules: a rule's baseline. */
  readonly publishedRules: readonly Rule[];
  readonly item: TryItem;
  readonly target: { readonly golden: string } | { readonly review: ReviewTarget };
}

/** A submitted review: its structure and answers on the version it was answered on. */
export interface ReviewTarget {
  readonly name: string;
  readonly structure: SurveyStructure;
  readonly sequence: Sequence;
  readonly today: string;
  /** Its survey version's id: the worker compiles each version once. */
  readonly versionId: number;
  /** Its survey version's content, v8-serialised (read by a worker that has not compiled it yet). */
  readonly versionContent: Uint8Array;
}

export function runTryJob(job: TryJob): TryOutcome {
  const withItem = contentWithItem(job.draft, job.item);
  if (!withItem) {
    // Only a subgroup can be missing: a rule or a definition is put in whatever the draft holds.
    const id = 'subgroup' in job.item ? job.item.subgroup.id : '';
    return { ok: false, message: TRY_MESSAGES.subgroupNotFound(id) };
  }
  const after = compiled(withItem);
  const target = targetOf(job.target, after);
  if (!target.ok) return target;
  const { item } = job;
  switch (item.kind) {
    case 'rule': {
      const before = ruleBaseline(job.draft, item.rule.id, job.publishedRules);
      return tryRule({
        ruleId: item.rule.id,
        after,
        before: compiled(before.content),
        baseline: before.baseline,
        target: target.review,
      });
    }
    case 'ruleSubgroup':
      return tryRuleSubgroup(item.subgroup.id, after, target.review);
    case 'responseSubgroup':
      return tryResponseSubgroup(item.subgroup.id, after, target.review);
    case 'definition':
      return tryDefinition(item.definition.id, after, target.review);
  }
}

/** Content as a review loads it (spec 5.3's clean-ups), compiled. */
const compiled = (content: SurveyContent): CompiledContent => compileContent(loadContent(content));

function targetOf(
  target: TryJob['target'],
  content: CompiledContent,
): { ok: true; review: TriedReview } | { ok: false; message: string } {
  if ('golden' in target) {
    const golden = GOLDEN_CASES.find((c) => c.name === target.golden);
    if (!golden) return { ok: false, message: TRY_MESSAGES.unknownGolden(target.golden) };
    const walked = walk(golden, content);
    if (!walked)
      return { ok: false, message: `The golden structure '${golden.name}' cannot be answered on the draft.` };
    return {
      ok: true,
      review: { name: golden.name, structure: walked.structure, parts: walked.parts, today: golden.today },
    };
  }
  const { review } = target;
  const version = versionContent(review.versionId, review.versionContent);
  // The review's answers moved onto the draft, as the re-score on another version moves them.
  const parts = moveToSurvey(review.structure, review.sequence, version, content).parts;
  return { ok: true, review: { name: review.name, structure: review.structure, parts, today: review.today } };
}

/** Golden walks kept, by the questions and definitions they were walked on and the case, most recently used last. */
const walks = new Map<string, WalkedCase | null>();
const KEPT_WALKS = 64;

/** A golden case walked through the questionnaire on `content`, kept for the next try on the same questions. */
function walk(golden: (typeof GOLDEN_CASES)[number], content: CompiledContent): WalkedCase | null {
  // What a walk depends on: the questions and definitions (as the golden gate's walkInputs).
  const inputs = JSON.stringify([content.content.questions, content.content.definitions]);
  const key = `${createHash('sha256').update(inputs).digest('hex')} ${golden.name}`;
  if (walks.has(key)) {
    const kept = walks.get(key) ?? null;
    walks.delete(key);
    walks.set(key, kept);
    return kept;
  }
  const [walked = null] = goldenWalks(content, [golden]);
  walks.set(key, walked);
  if (walks.size > KEPT_WALKS) walks.delete(walks.keys().next().value as string);
  return walked;
}

/** Survey versions compiled here, most recently used last (a published version never changes). */
const versions = new Map<number, CompiledContent>();
const KEPT_VERSIONS = 4;

function versionContent(id: number, serialised: Uint8Array): CompiledContent {
  let content = versions.get(id);
  if (content) versions.delete(id);
  else content = compiled(deserialize(serialised) as SurveyContent);
  versions.set(id, content);
  if (versions.size > KEPT_VERSIONS) versions.delete(versions.keys().next().value as number);
  return content;
}
