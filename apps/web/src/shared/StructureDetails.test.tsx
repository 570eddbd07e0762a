import { render, screen } from '@testing-library/react';
import type { SurveyStructure } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { StructureDetails } from './StructureDetails';

const structure: SurveyStructure = {
  name: 'Holdings',
  rootEntitiesIds: ['hold', 'mid'],
  entities: {
    hold: {
      id: 'hold',
      name: 'HoldCo',
      type: 'company',
      children: [],
      overs: [],
      unders: ['mid'],
      dates: [],
      meta: {},
    },
    mid: {
      id: 'mid',
      name: 'MidCo',
      type: 'company',
      overs: ['hold'],
      unders: [],
      dates: [{ id: 'hold', date: '01/01/2012', share: '60' }],
      meta: {},
      children: [
        {
          id: 'n',
          name: 'Nominee Ltd',
          type: 'shareholder',
          parent: 'mid',
          ordinal: 0,
          children: [{ id: 'n1', type: 'shareholderdates', date: '01/01/2012', share: 'over_25_to_50' }],
          nomineeFor: { entityId: 'hold' },
        },
      ],
    },
  },
};

describe('the structure as it was started', () => {
  it('shows the share of each holding and whom a nominee holds for', () => {
    render(<StructureDetails structure={structure} />);
    expect(
      screen.getByText(
        'Shareholder Nominee Ltd, as nominee for HoldCo: 01/01/2012 (More than 25%, up to 50%)',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Owned by HoldCo: 01/01/2012 (60%)')).toBeTruthy();
  });
});
