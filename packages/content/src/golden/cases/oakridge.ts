import type { Entity, SurveyStructure } from '@tsr/contract';
import { entity, holding, ownShare, party, structure } from '@tsr/domain';
import { PASS_THROUGH_ANSWERS } from '../chains';
import type { GoldenCase } from '../model';

/**
 * An individual at the top of a chain of companies: Mrs O, UK resident, holds 60% of a BVI
 * holding company, which holds all of a BVI investment company that sold non-UK investments at a
 * gain. Both companies are close. TCGA 1992 s.3 apportions the gain to the holding company as
 * participator and, through it (s.3(7)), to Mrs O: 60% of it, well over the 25% threshold. The
 * holding company's own row shows her exposure; the investment company's row shows the gain.
 */

const HOLDCO = entity('holdco', 'company', {
  name: 'Oakridge Holdings Ltd',
  incorporation_date: '01/04/2014',
  children: [holding(party('mrs-o', 'shareholder', 'holdco', ['01/04/2014'], { name: 'Mrs O' }), '60')],
});

const INVESTCO = entity('investco', 'company', {
  name: 'Oakridge Investments Ltd',
  incorporation_date: '01/05/2014',
});

export const OAKRIDGE: GoldenCase = {
  name: 'oakridge-individual-above-two-companies',
  description: 'An individual holding 60% of a holding company whose subsidiary realised a gain',
  today: '31/01/2026',
  structure: structure([HOLDCO, ownShare(INVESTCO, 'holdco', '100', '01/05/2014')], 'Oakridge structure'),
  script: {
    // The holding company: it only holds the investment company.
    ...PASS_THROUGH_ANSWERS,
    // Mrs O: UK resident, not in the FIG years, not long-term resident; no transfer of her own.
    shareholder_kind: 'individual',
    shareholder_uk_resident_during_holding: 'yes',
    shareholder_connected_pct_over_25: 'yes',
    shareholder_ltr: 'no',
    shareholder_fig_claim_current: 'no',
    shareholder_transferred_assets_to_company: 'no',
    shareholder_benefits_received: ['none'],
    shareholder_is_director: 'no',
    shareholder_holding_ended_last_2_years: 'no',
    bySubject: {
      // The investment company sold non-UK investments at a gain.
      investco: {
        company_economic_substance: 'passive_investment',
        company_realised_gains: 'non_uk_assets',
      },
    },
  },
  expected: {
    // M = 75, R = 65: 75 + 25 x 65 / 4400
    score: 75.37,
    cells: {
      // The investment company's gain is apportioned to UK participators (CC-CGT-1)
      'Company / Company / CGT': 65,
      // ... and reaches Mrs O through the holding company: 60% x 100% (CS-CGT-1, s.3(7))
      'Company / Shareholder / CGT': 75,
    },
    loops: { 'Company / Shareholder / CGT': { 'holdco/mrs-o': 75 } },
    responses: ['r-cs-cgt-1', 'r-cc-cgt-1'],
  },
};

/**
 * Oakridge with the investment company's shares held by a nominee for the holding company
 * (HoldCo → nominee → InvestCo): every rule reads the holding as the holding company's own, so the
 * report is the direct holding's, cell for cell, and names the principal.
 */
export const OAKRIDGE_NOMINEE: GoldenCase = {
  ...OAKRIDGE,
  name: 'oakridge-nominee-in-the-middle',
  description: 'Oakridge with the subsidiary held through a nominee that names the holding company',
  structure: nomineeInTheMiddle(OAKRIDGE.structure),
  expected: {
    ...OAKRIDGE.expected,
    responses: [...(OAKRIDGE.expected.responses ?? []), 'n-company-nominee-entity'],
    absentResponses: ['n-company-nominee'],
  },
};

function nomineeInTheMiddle(direct: SurveyStructure): SurveyStructure {
  const investco = direct.entities.investco as Entity;
  const nominee = {
    ...holding(
      party('nominee', 'shareholder', 'investco', ['01/05/2014'], { name: 'Pier Nominees Ltd' }),
      '100',
    ),
    nomineeFor: { entityId: 'holdco' },
  };
  return structure(
    [direct.entities.holdco as Entity, { ...investco, overs: [], dates: [], children: [nominee] }],
    direct.name,
  );
}
