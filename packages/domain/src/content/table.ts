import { TAX_HEADS, type TaxHead } from '@tsr/contract';

/**
 * Spec 2.7: the report table's row groups, rows and columns, and how the rule tree maps onto it
 * (docs/scoring.md): a rule category is a row group, a subcategory a row of it, a group a tax
 * head column. Names are matched ignoring case and extra spaces, so authors write what they see.
 */

export interface TableRow {
  readonly id: string;
  readonly name: string;
}

export interface TableRowGroup {
  readonly id: string;
  readonly name: string;
  /** The entity type whose entities the category's rules run on. */
  readonly type: 'trust' | 'foundation' | 'company';
  /** The first row is the entity's own row: groups placed directly under a category report there. */
  readonly rows: readonly TableRow[];
}

export const ROW_GROUPS: readonly TableRowGroup[] = [
  {
    id: 'trust',
    name: 'Trust',
    type: 'trust',
    rows: [
      { id: 'trust.trustees', name: 'Trustees' },
      { id: 'trust.settlor', name: 'Settlor' },
      { id: 'trust.beneficiaries', name: 'Beneficiaries' },
    ],
  },
  {
    id: 'foundation',
    name: 'Foundation',
    type: 'foundation',
    rows: [
      { id: 'foundation.foundation', name: 'Foundation' },
      { id: 'foundation.founder', name: 'Founder' },
      { id: 'foundation.beneficiaries', name: 'Beneficiaries' },
    ],
  },
  {
    id: 'company',
    name: 'Company',
    type: 'company',
    rows: [
      { id: 'company.company', name: 'Company' },
      { id: 'company.shareholder', name: 'Shareholder' },
      { id: 'company.over-settlors', name: 'Over Settlors' },
    ],
  },
];

export const COLUMNS: readonly TaxHead[] = TAX_HEADS;

export function normaliseName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function findRowGroup(name: string): TableRowGroup | undefined {
  const key = normaliseName(name);
  return ROW_GROUPS.find((group) => normaliseName(group.name) === key);
}

export function findRow(group: TableRowGroup, name: string): TableRow | undefined {
  const key = normaliseName(name);
  return group.rows.find((row) => normaliseName(row.name) === key);
}

export function findColumn(name: string): TaxHead | undefined {
  const key = normaliseName(name);
  return COLUMNS.find((column) => column.toLowerCase() === key);
}
