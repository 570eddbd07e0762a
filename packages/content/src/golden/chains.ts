import type { Entity, SurveyStructure } from '@tsr/contract';
import type { Script } from '@tsr/domain/testing';
import type { GoldenCase } from './model';

/**
 * Golden structures with chains of companies, made from a case where an owner holds a company
 * directly: pass-through holding companies (100% owned, no activity, no assets but the shares
 * below) are put between the owner and the company. The law looks through such chains (TCGA
 * 1992 s.3(7); IHTA 1984 Sch A1 para 2; ATED on the company holding the dwelling), so the
 * expected report is the direct holding's unless a case says why it differs.
 */

/** A holding company's answers: it only holds the shares of the company below it. */
export const PASS_THROUGH_ANSWERS: Readonly<Record<string, unknown>> = {
  company_jurisdiction: 'bvi',
  company_cmc_in_uk: 'no',
  company_is_close: 'yes',
  company_has_nominee_shareholders: 'no',
  company_economic_substance: 'none_holding_only',
  company_uk_residential_property: 'no',
  company_uk_land_75pc: 'no',
  company_loans_finance_uk_dwelling: 'no',
  company_uk_property_income: 'no',
  company_ct_returns_filed: 'not_required',
  company_other_income: ['none'],
  company_realised_gains: 'none',
  company_benefits_to_participators: ['none'],
  company_roe_registered: 'not_required',
};

export interface ChainInsert {
  /** The owner (a trust or foundation) and the company it owns directly in the base case. */
  readonly owner: string;
  readonly company: string;
  /** How many holding companies to put between them (1 gives a two-level chain). */
  readonly levels: number;
}

/** The ids of the holding companies inserted, top first. */
export const holdingIds = (insert: ChainInsert): string[] =>
  Array.from({ length: insert.levels }, (_, i) => `${insert.company}-hold${i + 1}`);

/**
 * The structure with `levels` holding companies between owner and company. Each holding company
 * is owned from the date the owner acquired the company, and is incorporated then.
 */
export function insertHoldingChain(structure: SurveyStructure, insert: ChainInsert): SurveyStructure {
  const company = structure.entities[insert.company];
  if (!company?.overs.includes(insert.owner))
    throw new Error(`${insert.owner} does not own ${insert.company} in ${structure.name}`);
  const link = company.dates.filter((d) => d.id === insert.owner);
  const since = link[0]?.date ?? '';
  const ids = holdingIds(insert);
  const entities: Record<string, Entity> = { ...structure.entities };
  ids.forEach((id, index) => {
    const above = index === 0 ? insert.owner : (ids[index - 1] as string);
    entities[id] = {
      id,
      name: `${company.name} Holding ${index + 1}`,
      type: 'company',
      children: [],
      overs: [above],
      unders: [ids[index + 1] ?? insert.company],
      dates: link.map((d) => ({ ...d, id: above })),
      incorporation_date: since,
      meta: { answerable: 'yes' },
    };
  });
  const last = ids[ids.length - 1] as string;
  entities[insert.company] = {
    ...company,
    overs: company.overs.map((id) => (id === insert.owner ? last : id)),
    dates: company.dates.map((d) => (d.id === insert.owner ? { ...d, id: last } : d)),
  };
  const owner = entities[insert.owner] as Entity;
  entities[insert.owner] = {
    ...owner,
    unders: owner.unders.map((id) => (id === insert.company ? (ids[0] as string) : id)),
  };
  const roots = [...structure.rootEntitiesIds];
  roots.splice(roots.indexOf(insert.company), 0, ...ids);
  return { ...structure, entities, rootEntitiesIds: roots };
}

/**
 * The structure with the owner's holding of the company replaced by a nominee shareholder of the
 * company that names the owner as its principal, for the same periods and share: the law reads
 * it as the owner's own holding (TCGA 1992 s.60), so the report must not change.
 */
export function replaceByNominee(
  structure: SurveyStructure,
  link: { owner: string; company: string },
): SurveyStructure {
  const company = structure.entities[link.company];
  if (!company?.overs.includes(link.owner))
    throw new Error(`${link.owner} does not own ${link.company} in ${structure.name}`);
  const periods = company.dates.filter((d) => d.id === link.owner);
  const id = `${link.owner}-nominee`;
  const nominee = {
    id,
    name: `Nominee for ${structure.entities[link.owner]?.name ?? link.owner}`,
    type: 'shareholder' as const,
    parent: company.id,
    ordinal: company.children.length,
    children: periods.map((d, i) => ({ ...d, id: `${id}-${i}`, type: 'shareholderdates' as const })),
    nomineeFor: { entityId: link.owner },
  };
  const entities: Record<string, Entity> = {
    ...structure.entities,
    [company.id]: {
      ...company,
      overs: company.overs.filter((o) => o !== link.owner),
      dates: company.dates.filter((d) => d.id !== link.owner),
      children: [...company.children, nominee],
    },
  };
  const owner = entities[link.owner] as Entity;
  entities[link.owner] = { ...owner, unders: owner.unders.filter((u) => u !== link.company) };
  return { ...structure, entities };
}

/** The script with the pass-through answers for each holding company. */
export function withHoldingAnswers(script: Script, insert: ChainInsert): Script {
  const bySubject: Record<string, Readonly<Record<string, unknown>>> = { ...(script.bySubject ?? {}) };
  for (const id of holdingIds(insert)) bySubject[id] = PASS_THROUGH_ANSWERS;
  return { ...script, bySubject };
}

/** A golden case for the chain; the expected report is the base case's unless `expected` is given. */
export function chainCase(
  base: GoldenCase,
  insert: ChainInsert,
  fields: { name: string; description: string; expected?: GoldenCase['expected'] },
): GoldenCase {
  return {
    name: fields.name,
    description: fields.description,
    today: base.today,
    structure: insertHoldingChain(base.structure, insert),
    script: withHoldingAnswers(base.script, insert),
    expected: fields.expected ?? base.expected,
  };
}
