import { screen, waitFor, within } from '@testing-library/react';
import type { Entity, Party, SurveyStructure } from '@tsr/contract';
import { entity, own, party, STRUCTURE_MESSAGES, structure } from '@tsr/domain';
import { describe, expect, it, vi } from 'vitest';
import { plainUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import {
  descriptionOf,
  entityRegion,
  isMarkedInvalid,
  partyGroup,
  seedDraft,
  storedDraft,
} from './builder-test-helpers';
import type { StructureDiagramProps } from './diagram/StructureDiagram';
import { NOMINEE_FIELD_HELP } from './NomineeField';

/*
 * The builder's share fields (owner links of a company, shareholdings) and a shareholder's
 * principal when it acts as nominee (docs/decisions/0021). The diagram is a stand-in here, as in
 * Structure.test.tsx; its labels are tested on the pure graph (build-graph.test.ts).
 */
vi.mock('./diagram/StructureDiagram', () => ({
  default: ({ structure: draft }: StructureDiagramProps) => (
    <p>{draft.rootEntitiesIds.length} entities drawn</p>
  ),
}));

async function openBuilder() {
  const app = renderApp('/structure', plainUser);
  await screen.findByRole('heading', { level: 1, name: 'New Review' });
  return app;
}

/**
 *   HoldCo (company; shareholder Sam, two shareholdings) ─owns→ MidCo (company; shareholder Nominee Ltd)
 *   HoldCo ─owns→ Oak Trust (settlor Ann)
 */
function holdings(nomineeLtd: Partial<Party> = {}): SurveyStructure {
  return structure(
    [
      entity('h', 'company', {
        name: 'HoldCo',
        incorporation_date: '01/01/2010',
        children: [
          party('sam', 'shareholder', 'h', ['01/01/2010-31/12/2011', '01/01/2012'], { name: 'Sam' }),
        ],
      }),
      own(
        entity('m', 'company', {
          name: 'MidCo',
          incorporation_date: '01/01/2012',
          children: [party('nl', 'shareholder', 'm', ['01/01/2012'], { name: 'Nominee Ltd', ...nomineeLtd })],
        }),
        'h',
        '01/01/2012',
      ),
      own(
        entity('t', 'trust', {
          name: 'Oak Trust',
          children: [party('ann', 'settlor', 't', ['01/06/2012'], { name: 'Ann' })],
        }),
        'h',
        '01/06/2012',
      ),
    ],
    'Holdings',
  );
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
const shareOf = (draft: SurveyStructure | null, entityId: string, partyId: string, index = 0) =>
  draft?.entities[entityId]?.children.find((p) => p.id === partyId)?.children[index]?.share;

describe('structure builder: the share held in each period of a holding', () => {
  it('asks each shareholding and each ownership period of a company, by its own label, and no settlement', async () => {
    seedDraft(holdings());
    await openBuilder();
    const sam = partyGroup(entityRegion('HoldCo'), 'Shareholder 1');
    const first = within(sam).getByRole('combobox', { name: 'Shareholding 1 share held' });
    within(sam).getByRole('combobox', { name: 'Shareholding 2 share held' });
    expect(optionTexts(first)).toEqual([
      'Not known',
      'Exact percentage',
      'Less than 5%',
      '5% to 25%',
      'More than 25%, up to 50%',
      'More than 50%',
    ]);
    expect((first as HTMLSelectElement).value).toBe('');
    const link = within(entityRegion('MidCo')).getByRole('group', { name: 'Owned by HoldCo' });
    within(link).getByRole('combobox', { name: 'Ownership 1 share held' });
    const trust = entityRegion('Oak Trust');
    expect(within(trust).queryByRole('combobox', { name: /share held/ })).toBeNull();
  });

  it('takes an exact percentage as typed, says at the field when it is not one, and takes a band instead', async () => {
    seedDraft(holdings());
    const { user } = await openBuilder();
    const sam = partyGroup(entityRegion('HoldCo'), 'Shareholder 1');
    await user.selectOptions(
      within(sam).getByRole('combobox', { name: 'Shareholding 1 share held' }),
      'Exact percentage',
    );
    const figure = within(sam).getByLabelText('Shareholding 1 Percentage');
    await waitFor(() => expect(document.activeElement).toBe(figure));
    await user.type(figure, '4.');
    // Half-typed: kept in the draft, and the message says what a share is.
    expect(shareOf(storedDraft(), 'h', 'sam')).toBe('4.');
    expect(isMarkedInvalid(figure)).toBe(true);
    expect(descriptionOf(figure)).toBe(STRUCTURE_MESSAGES.invalidShare('4.'));
    await user.type(figure, '5');
    expect(shareOf(storedDraft(), 'h', 'sam')).toBe('4.5');
    expect(isMarkedInvalid(figure)).toBe(false);

    const choice = within(sam).getByRole('combobox', { name: 'Shareholding 1 share held' });
    await user.selectOptions(choice, 'More than 25%, up to 50%');
    expect(shareOf(storedDraft(), 'h', 'sam')).toBe('over_25_to_50');
    expect(within(sam).queryByLabelText('Shareholding 1 Percentage')).toBeNull();
    await user.selectOptions(choice, 'Not known');
    expect(storedDraft()?.entities.h?.children[0]?.children[0]).not.toHaveProperty('share');
  });

  it('shows a stored figure, and keeps its field while the user clears it to type another', async () => {
    const draft = holdings();
    const midco = draft.entities.m as Entity;
    seedDraft({
      ...draft,
      entities: { ...draft.entities, m: { ...midco, dates: [{ id: 'h', date: '01/01/2012', share: '60' }] } },
    });
    const { user } = await openBuilder();
    const link = within(entityRegion('MidCo')).getByRole('group', { name: 'Owned by HoldCo' });
    expect(
      (within(link).getByRole('combobox', { name: 'Ownership 1 share held' }) as HTMLSelectElement).value,
    ).toBe('exact');
    const figure = within(link).getByLabelText('Ownership 1 Percentage');
    expect((figure as HTMLInputElement).value).toBe('60');
    await user.clear(figure);
    await user.type(figure, '75');
    expect(storedDraft()?.entities.m?.dates).toEqual([{ id: 'h', date: '01/01/2012', share: '75' }]);
  });

  it('shows a share left on a settlement with the message to remove it, and removes it', async () => {
    const draft = holdings();
    const trust = draft.entities.t as Entity;
    const ann = trust.children[0] as Party;
    const annDated = {
      ...ann,
      children: [{ ...(ann.children[0] as Party['children'][number]), share: 'over_50' }],
    };
    seedDraft({ ...draft, entities: { ...draft.entities, t: { ...trust, children: [annDated] } } });
    const { user } = await openBuilder();
    const group = partyGroup(entityRegion('Oak Trust'), 'Settlor 1');
    const choice = within(group).getByRole('combobox', { name: 'Settlement 1 share held' });
    expect(descriptionOf(choice)).toBe(STRUCTURE_MESSAGES.shareOnlyForShareholding);
    await user.selectOptions(choice, 'Not known');
    expect(within(group).queryByRole('combobox', { name: 'Settlement 1 share held' })).toBeNull();
    expect(storedDraft()?.entities.t?.children[0]?.children[0]).not.toHaveProperty('share');
  });
});

describe('structure builder: a shareholder acting as nominee', () => {
  const principalField = (entityName: string, group: string) =>
    within(partyGroup(entityRegion(entityName), group)).getByRole('combobox', {
      name: 'Holds the shares as nominee for',
    }) as HTMLSelectElement;

  it('is not a nominee until the user says so, and offers only principals validation allows', async () => {
    seedDraft(holdings());
    await openBuilder();
    const field = principalField('MidCo', 'Shareholder 1');
    expect(field.value).toBe('');
    expect(descriptionOf(field)).toBe(NOMINEE_FIELD_HELP);
    // Not MidCo itself, not an entity MidCo holds, not Nominee Ltd itself.
    expect(optionTexts(field)).toEqual([
      'Not a nominee',
      'HoldCo (Company)',
      'Oak Trust (Trust)',
      'Sam (HoldCo)',
      'Ann (Oak Trust)',
    ]);
    expect([...field.querySelectorAll('optgroup')].map((group) => group.label)).toEqual([
      'Entities',
      'Individuals',
    ]);
    expect(
      within(entityRegion('Oak Trust')).queryByRole('combobox', { name: 'Holds the shares as nominee for' }),
    ).toBeNull();
  });

  it('names the principal, shows validation’s message at the field, and is undone by "Not a nominee"', async () => {
    seedDraft(holdings());
    const { user } = await openBuilder();
    await user.selectOptions(principalField('MidCo', 'Shareholder 1'), 'HoldCo (Company)');
    expect(storedDraft()?.entities.m?.children[0]?.nomineeFor).toEqual({ entityId: 'h' });
    expect(descriptionOf(principalField('MidCo', 'Shareholder 1'))).toBe(NOMINEE_FIELD_HELP);

    // HoldCo incorporated after the holding began: the nominee cannot have held for it then.
    const incorporation = within(entityRegion('HoldCo')).getByLabelText('Date of incorporation');
    await user.clear(incorporation);
    await user.type(incorporation, '01/01/2013');
    const message = STRUCTURE_MESSAGES.nomineeBeforeIncorporation('HoldCo', '01/01/2012', '01/01/2013');
    expect(descriptionOf(principalField('MidCo', 'Shareholder 1'))).toBe(message);
    expect(isMarkedInvalid(principalField('MidCo', 'Shareholder 1'))).toBe(true);

    await user.selectOptions(principalField('MidCo', 'Shareholder 1'), 'Not a nominee');
    expect(storedDraft()?.entities.m?.children[0]).not.toHaveProperty('nomineeFor');
    expect(descriptionOf(principalField('MidCo', 'Shareholder 1'))).toBe(NOMINEE_FIELD_HELP);
  });

  it('keeps a principal the user removes, says it is gone, and lets another be chosen', async () => {
    seedDraft(holdings({ nomineeFor: { entityId: 'h', partyId: 'sam' } }));
    const { user } = await openBuilder();
    expect(principalField('MidCo', 'Shareholder 1').selectedOptions[0]?.textContent).toBe('Sam (HoldCo)');
    await user.click(within(entityRegion('HoldCo')).getByRole('button', { name: 'Remove shareholder Sam' }));
    const field = principalField('MidCo', 'Shareholder 1');
    expect(field.selectedOptions[0]?.textContent).toBe('Not in this structure any more');
    expect(descriptionOf(field)).toBe(STRUCTURE_MESSAGES.nomineePrincipalMissing);
    await user.selectOptions(field, 'Ann (Oak Trust)');
    expect(storedDraft()?.entities.m?.children[0]?.nomineeFor).toEqual({ entityId: 't', partyId: 'ann' });
    expect(descriptionOf(principalField('MidCo', 'Shareholder 1'))).toBe(NOMINEE_FIELD_HELP);
  });

  it('stays shown on a company turned trust, with the message that only a shareholder can be a nominee', async () => {
    seedDraft(holdings({ nomineeFor: { entityId: 'h' } }));
    const { user } = await openBuilder();
    await user.selectOptions(
      within(entityRegion('MidCo')).getByRole('combobox', { name: 'Entity type' }),
      'Trust',
    );
    expect(descriptionOf(principalField('MidCo', 'Settlor 1'))).toBe(
      STRUCTURE_MESSAGES.nomineeNotShareholder,
    );
    await user.selectOptions(
      within(entityRegion('MidCo')).getByRole('combobox', { name: 'Entity type' }),
      'Company',
    );
    expect(descriptionOf(principalField('MidCo', 'Shareholder 1'))).toBe(NOMINEE_FIELD_HELP);
  });
});
