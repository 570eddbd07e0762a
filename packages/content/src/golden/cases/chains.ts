import { chainCase } from '../chains';
import { AURORA } from './aurora';
import { LINDEN } from './linden';

/**
 * Aurora (primer example 1) with the London flat's company held through one and two holding
 * companies. Expected: Aurora's report, cell for cell. The trust's exposure (Sch A1 value, ATED
 * on the enveloped flat, s.3 look-through) follows the chain, and the flat is charged ATED once,
 * on the company that holds it; the holding companies add no risk of their own.
 */
export const AURORA_TWO_LEVELS = chainCase(
  AURORA,
  { owner: 't1', company: 'c1', levels: 1 },
  {
    name: 'aurora-two-level-chain',
    description: 'Aurora with a holding company between the trust and the company holding the flat',
  },
);

/**
 * Three companies, one London flat: every risk the flat raises, on the trust, its settlor and
 * beneficiaries, the company holding it, the two holding companies and the settlor above them,
 * is one cause, stated once with its cells.
 */
export const AURORA_THREE_LEVELS = chainCase(
  AURORA,
  { owner: 't1', company: 'c1', levels: 2 },
  {
    name: 'aurora-three-level-chain',
    description: 'Aurora with two holding companies between the trust and the company holding the flat',
    expected: {
      ...AURORA.expected,
      causes: {
        'The UK dwelling held by Aurora Holdings Ltd': [
          'Trust / Trustees / IHT',
          'Trust / Trustees / ATED',
          'Trust / Settlor / ATED',
          'Trust / Beneficiaries / ATED',
          'Company / Company / IHT',
          'Company / Company / ATED',
          'Company / Shareholder / IHT',
          'Company / Over Settlors / IHT',
          'Company / Over Settlors / ATED',
        ],
      },
    },
  },
);

/**
 * Linden (a foundation whose company holds a London flat) with the company held through one and
 * two holding companies. Expected: Linden's report, cell for cell: the foundation's Sch A1
 * exposure, its beneficiaries' and founder's ATED exposure and the over-settlor rules follow
 * the chain; the flat is charged ATED once, on its company.
 */
export const LINDEN_TWO_LEVELS = chainCase(
  LINDEN,
  { owner: 'f1', company: 'c1', levels: 1 },
  {
    name: 'linden-two-level-chain',
    description: 'Linden with a holding company between the foundation and the company holding the flat',
  },
);

export const LINDEN_THREE_LEVELS = chainCase(
  LINDEN,
  { owner: 'f1', company: 'c1', levels: 2 },
  {
    name: 'linden-three-level-chain',
    description: 'Linden with two holding companies between the foundation and the company holding the flat',
  },
);
