import type { KeyDate } from '@tsr/contract';
import type { CompiledRule } from '../content/compile-rules';
import type { SlotRunner } from '../content/logic-slot';
import { type CivilDate, compareDates, parseDate } from '../dates';
import { evaluate } from '../logic/compile';
import { showValue } from '../logic/values';
import type { SubjectNode } from '../subjects/subjects';
import type { EntityRun } from './entity-run';

export const KEY_DATE_MESSAGES = {
  notADate: (value: string) =>
    `The due date of a dated action is not a date in the form dd/mm/yyyy: ${value}`,
} as const;

/**
 * The key dates of a review (docs/scoring.md, key dates): each dated action of a rule that fired,
 * its due date worked out where the rule fired (the entity and loop instance) as at the review's
 * date. A due date that cannot be worked out is a report error, never a date left out in silence.
 */
export class KeyDates {
  private readonly dates: Omit<KeyDate, 'overdue'>[] = [];
  private readonly seen = new Set<string>();

  add(entity: EntityRun, rule: CompiledRule, loop: SubjectNode | undefined, runner: SlotRunner): void {
    rule.actions.forEach((action, a) => {
      const key = `${rule.id}|${a}|${entity.node.id}|${loop?.id ?? ''}`;
      if (this.seen.has(key)) return;
      this.seen.add(key);
      if (action.due.compiled === null) {
        // A due date that does not compile is an error of the report, as a rule's logic is.
        if (action.due.error !== null) entity.fail(action.due, [action.due.error], rule.id, rule.responseId);
        return;
      }
      const result = evaluate(action.due.compiled, runner.context);
      if (result.diagnostics.length > 0) {
        entity.fail(action.due, result.diagnostics, rule.id, rule.responseId);
        return;
      }
      const due = typeof result.value === 'string' ? parseDate(result.value) : null;
      if (!due) {
        // An empty value is a date the answers do not give (no settlement date): nothing to list.
        if (result.value !== undefined && result.value !== '')
          entity.fail(
            action.due,
            [KEY_DATE_MESSAGES.notADate(showValue(result.value))],
            rule.id,
            rule.responseId,
          );
        return;
      }
      this.dates.push({
        ruleId: rule.id,
        entityId: entity.node.id,
        ...(loop ? { loopInstance: loop.id } : {}),
        text: action.text,
        due: result.value as string,
        law: action.law,
      });
    });
  }

  /** Soonest first (then by text and entity); overdue when due before `asAt`. */
  list(asAt: string | undefined): KeyDate[] {
    const on = asAt ? parseDate(asAt) : null;
    const dated = this.dates.map((d) => ({ date: parseDate(d.due) as CivilDate, d }));
    dated.sort(
      (a, b) =>
        compareDates(a.date, b.date) ||
        a.d.text.localeCompare(b.d.text) ||
        a.d.entityId.localeCompare(b.d.entityId),
    );
    return dated.map(({ date, d }) => ({ ...d, overdue: on !== null && compareDates(date, on) < 0 }));
  }
}
