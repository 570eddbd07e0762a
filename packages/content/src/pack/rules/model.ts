import type { TaxHead } from '@tsr/contract';
import type { LoopKey } from '@tsr/domain';

/**
 * How the pack is written: each rule carries its own report texts, so a rule, its risk text and
 * its more-detail text are read and reviewed together. `rules/tree.ts` and `responses/tree.ts`
 * turn these specs into the rule tree and the response tree of the content model.
 */

export interface RuleSpec {
  /** Stable, readable id: row group and row initials, tax head, number (TT-IT-1 = Trust/Trustees/IT). */
  readonly id: string;
  readonly name: string;
  readonly score: number;
  readonly logic: string;
  /** The risk text shown in the report when the rule fires, naming its legislation. */
  readonly risk: string;
  /** The longer explanation (markdown, '##li' bullets), shown as more detail with the risk. */
  readonly detail: string;
  /** Short legislation references, kept on the rule for the editor and the explanation. */
  readonly legislation: string;
  /** Rules that reach the opposite conclusion on the same facts: never both fire (docs/authoring.md). */
  readonly excludes?: readonly string[];
}

/** A text of the report that is not a risk: shown when its logic holds for the entity. */
export interface NoteSpec {
  readonly id: string;
  readonly name: string;
  readonly text: string;
  readonly logic: string;
  readonly moreDetail?: boolean;
}

export interface SubgroupSpec {
  readonly id: string;
  /** The heading of the report section that shows this subgroup's texts. */
  readonly heading: string;
  readonly loopKey?: LoopKey;
  /** A condition every rule of the subgroup needs. */
  readonly logic?: string;
  readonly rules: readonly RuleSpec[];
  readonly notes?: readonly NoteSpec[];
}

export interface HeadSpec {
  readonly head: TaxHead;
  readonly subgroups: readonly SubgroupSpec[];
}

export interface RowSpec {
  readonly id: string;
  /** The report row (Trustees, Settlor, ...); for a transformed row, a row of its own category. */
  readonly row: string;
  /** The heading of the row's section in the report. */
  readonly heading: string;
  readonly heads: readonly HeadSpec[];
  /** Evaluated on this category's entities but reported in another category's row. */
  readonly transform?: { readonly categoryId: string; readonly rowId: string };
}

/** A looped section of a row group's introduction: notes shown once per loop instance. */
export interface IntroLoopSpec {
  readonly id: string;
  readonly heading: string;
  readonly loopKey: LoopKey;
  readonly notes: readonly NoteSpec[];
}

export interface CategorySpec {
  readonly id: string;
  readonly name: 'Trust' | 'Foundation' | 'Company';
  readonly type: 'trust' | 'foundation' | 'company';
  readonly heading: string;
  readonly order: number;
  /** Texts introducing the entity's part of the report. */
  readonly intro: readonly NoteSpec[];
  readonly introLoops?: readonly IntroLoopSpec[];
  readonly rows: readonly RowSpec[];
}

export function rule(
  id: string,
  name: string,
  score: number,
  logic: string,
  texts: { risk: string; detail: string; legislation: string; excludes?: readonly string[] },
): RuleSpec {
  return { id, name, score, logic, ...texts };
}

export const HEAD_TITLES: Record<TaxHead, string> = {
  IT: 'Income tax',
  CGT: 'Capital gains tax',
  IHT: 'Inheritance tax',
  CT: 'Corporation tax',
  ATED: 'Annual tax on enveloped dwellings',
};

/** The group id of a row's tax head (transformed groups point at these). */
export const groupId = (rowId: string, head: TaxHead): string => `g-${rowId}-${head.toLowerCase()}`;

/** The condition under which a rule fires: its subgroup's logic and its own. */
export function firingLogic(subgroup: SubgroupSpec, spec: RuleSpec): string {
  return subgroup.logic ? `(${subgroup.logic}) and (${spec.logic})` : spec.logic;
}
