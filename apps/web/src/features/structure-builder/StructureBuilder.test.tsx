import { screen, waitFor, within } from '@testing-library/react';
import { entity, own, party, STRUCTURE_MESSAGES, structure } from '@tsr/domain';
import { describe, expect, it, vi } from 'vitest';
import { errorBody, type Handler, json } from '../../test/fake-api';
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
import { DRAFT_KEY } from './draft-storage';

// React Flow is tested on its own (StructureDiagram.test.tsx); here a stand-in lists the nodes the
// panel is given, which shows that the diagram follows the draft.
vi.mock('./diagram/StructureDiagram', async () => {
  const { buildGraph } = await import('@tsr/domain/diagram');
  return {
    default: ({ structure: draft, findings }: StructureDiagramProps) => (
      <ul aria-label="Diagram nodes">
        {buildGraph(draft, findings).nodes.map((node) => (
          <li key={node.id}>{node.data.label}</li>
        ))}
      </ul>
    ),
  };
});

async function openBuilder(handlers: Record<string, Handler> = {}) {
  const app = renderApp('/structure', plainUser, handlers);
  await screen.findByRole('heading', { level: 1, name: 'New Review' });
  return app;
}

const startReviewButton = () => screen.getByRole('button', { name: 'Start review' });

/** A structure that can start: a named trust with a dated settlor. */
const ready = () =>
  structure(
    [
      entity('t1', 'trust', {
        name: 'Oak Trust',
        children: [party('ann', 'settlor', 't1', ['01/06/2010'], { name: 'Ann' })],
      }),
    ],
    'Oak structure',
  );

const started = { reviewId: 'r-42', questions: null, part: null, sequence: { parts: [] } };

describe('structure builder: fields and texts (spec 2.4)', () => {
  it('shows the built-in intro texts and the guidance while the survey document is not published', async () => {
    seedDraft(structure([entity('t1', 'trust', { name: 'Oak Trust' })], 'Oak'));
    await openBuilder();
    await screen.findByRole('heading', { level: 2, name: 'Describe the structure' });
    screen.getByText(/Do not put personal information in entity names/);
    screen.getByText(/Use a reference code instead/);
    within(entityRegion('Oak Trust')).getByText(/List each individual who has put property into the trust/);
  });

  it('uses the survey document of the content service where it has a text', async () => {
    seedDraft(structure([entity('t1', 'trust', { name: 'Oak Trust' })], 'Oak'));
    await openBuilder({
      'GET /api/content/survey': () =>
        json({ title: 'Tell us about the structure', settlors: 'Who settled the trust?' }),
    });
    await screen.findByRole('heading', { level: 2, name: 'Tell us about the structure' });
    within(entityRegion('Oak Trust')).getByText('Who settled the trust?');
    screen.getByText(/Do not put personal information in entity names/);
  });

  it('adds an entity, named after what the user types, with every field labelled', async () => {
    const { user } = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Add Entity' }));
    const fresh = entityRegion('Entity 1');
    expect(document.activeElement).toBe(within(fresh).getByLabelText('Entity name'));
    await user.type(within(fresh).getByLabelText('Entity name'), 'TR-104');
    const region = entityRegion('TR-104');
    expect(descriptionOf(within(region).getByLabelText('Entity name'))).toBe(
      'No personal information: use a reference code',
    );
    const type = within(region).getByRole('combobox', { name: 'Entity type' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Trust', 'Company', 'Foundation', 'Company acting as nominee']);
    const question = within(region).getByRole('radiogroup', {
      name: 'Can you answer questions about this entity?',
    });
    expect((within(question).getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true);
    expect(within(region).queryByLabelText('Date of incorporation')).toBeNull();
    await user.selectOptions(type, 'Company');
    within(region).getByLabelText('Date of incorporation');
    within(region).getByRole('button', { name: 'Add shareholder' });
    // The diagram follows the draft, redrawn at most every 250 ms while the user types.
    await within(screen.getByRole('list', { name: 'Diagram nodes' })).findByText('TR-104');
  });

  it('offers no company acting as nominee while the entity has parties', async () => {
    seedDraft(ready());
    await openBuilder();
    const type = within(entityRegion('Oak Trust')).getByRole('combobox', { name: 'Entity type' });
    const nominee = within(type).getByRole('option', {
      name: /Company acting as nominee/,
    }) as HTMLOptionElement;
    expect(nominee.disabled).toBe(true);
  });

  it('removes an entity with its owner links, and can undo that', async () => {
    seedDraft(
      structure([
        entity('c1', 'company', { name: 'Holdco' }),
        own(entity('t1', 'trust', { name: 'Oak Trust' }), 'c1', '01/01/2015'),
      ]),
    );
    const { user } = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Remove entity Holdco' }));
    expect(screen.queryByRole('region', { name: 'Holdco' })).toBeNull();
    expect(within(entityRegion('Oak Trust')).queryByRole('group', { name: 'Owned by Holdco' })).toBeNull();
    expect(storedDraft()?.entities.t1?.overs).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    within(entityRegion('Oak Trust')).getByRole('group', { name: 'Owned by Holdco' });
  });
});

describe('structure builder: spec 5.2 as the user types', () => {
  it('asks an answerable entity for a party or an owner, and stops asking once it has one', async () => {
    seedDraft(structure([entity('t1', 'trust', { name: 'Delta Trust' })], 'Delta'));
    const { user } = await openBuilder();
    const region = entityRegion('Delta Trust');
    expect(within(region).getByRole('status').textContent).toBe(STRUCTURE_MESSAGES.noAssociatedParty);
    await user.click(within(region).getByRole('radio', { name: 'No' }));
    expect(within(region).queryByText(STRUCTURE_MESSAGES.noAssociatedParty)).toBeNull();
    await user.click(within(region).getByRole('radio', { name: 'Yes' }));
    await user.click(within(region).getByRole('button', { name: 'Add settlor' }));
    expect(within(region).queryByText(STRUCTURE_MESSAGES.noAssociatedParty)).toBeNull();
  });

  it('marks a party without name or date, and an owner link without date, as incomplete', async () => {
    seedDraft(
      structure([
        entity('c1', 'company', {
          name: 'Holdco',
          children: [party('s', 'shareholder', 'c1', ['01/01/2010'], { name: 'Sam' })],
        }),
        own(entity('t1', 'trust', { name: 'Delta Trust' }), 'c1', '01/01/2015'),
      ]),
    );
    const { user } = await openBuilder();
    const region = entityRegion('Delta Trust');
    await user.click(within(region).getByRole('button', { name: 'Add settlor' }));
    const settlor = partyGroup(region, 'Settlor 1');
    expect(document.activeElement).toBe(within(settlor).getByLabelText('Name'));
    expect(isMarkedInvalid(within(settlor).getByLabelText('Name'))).toBe(true);
    expect(descriptionOf(within(settlor).getByLabelText('Name'))).toBe(STRUCTURE_MESSAGES.partyNameMissing);
    expect(descriptionOf(within(settlor).getByLabelText('Settlement date 1'))).toBe(
      'Please enter a date as dd/mm/yyyy',
    );
    within(settlor).getByText('Incomplete');
    await user.click(within(settlor).getByRole('button', { name: 'Remove settlement 1' }));
    within(settlor).getByText(STRUCTURE_MESSAGES.partyDateMissing);

    const owner = within(region).getByRole('group', { name: 'Owned by Holdco' });
    await user.click(within(owner).getByRole('button', { name: 'Remove settlement 1' }));
    within(owner).getByText(STRUCTURE_MESSAGES.ownerDateMissing);
    within(owner).getByText('Incomplete');
  });

  it('keeps an unreal date as typed and says so at its field', async () => {
    seedDraft(ready());
    const { user } = await openBuilder();
    const date = within(partyGroup(entityRegion('Oak Trust'), 'Settlor 1')).getByLabelText(
      'Settlement date 1',
    );
    await user.clear(date);
    await user.type(date, '31/02/2023');
    expect(descriptionOf(date)).toBe("'31/02/2023' is not a real date in the form dd/mm/yyyy");
    expect(storedDraft()?.entities.t1?.children[0]?.children[0]?.date).toBe('31/02/2023');
  });

  it("says 'Unable to add two living settlors with the name' at the second settlor's name", async () => {
    seedDraft(ready());
    const { user } = await openBuilder();
    const region = entityRegion('Oak Trust');
    await user.click(within(region).getByRole('button', { name: 'Add settlor' }));
    const second = partyGroup(region, 'Settlor 2');
    await user.type(within(second).getByLabelText('Name'), 'Ann');
    expect(descriptionOf(within(second).getByLabelText('Name'))).toBe(
      "Unable to add two living settlors with the name 'Ann'",
    );
    expect(descriptionOf(within(partyGroup(region, 'Settlor 1')).getByLabelText('Name'))).toBe('');
  });

  it("says 'Cannot have two shareholders with the same name' at the second shareholder's name", async () => {
    seedDraft(
      structure([
        entity('c1', 'company', {
          name: 'Holdco',
          incorporation_date: '01/01/2010',
          children: [
            party('a', 'shareholder', 'c1', ['01/01/2010'], { name: 'Cara', ordinal: 0 }),
            party('b', 'shareholder', 'c1', ['01/01/2012'], { name: 'cara ', ordinal: 1 }),
          ],
        }),
      ]),
    );
    await openBuilder();
    const second = partyGroup(entityRegion('Holdco'), 'Shareholder 2');
    expect(descriptionOf(within(second).getByLabelText('Name'))).toBe(
      "Cannot have two shareholders with the same name: 'cara'",
    );
  });

  it('says which settlement dates clash between living and deceased settlors, at those dates', async () => {
    seedDraft(
      structure([
        entity('t1', 'trust', {
          name: 'Heron Trust',
          children: [
            party('ann', 'settlor', 't1', ['01/06/2010', '01/06/2013'], { name: 'Ann', ordinal: 0 }),
            party('bob', 'settlor', 't1', ['01/01/2012'], {
              name: 'Bob',
              ordinal: 1,
              meta: { deceased: 'yes', date: '01/01/2012' },
            }),
          ],
        }),
      ]),
    );
    const { user } = await openBuilder();
    const region = entityRegion('Heron Trust');
    const ann = partyGroup(region, 'Settlor 1');
    const bob = partyGroup(region, 'Settlor 2');
    const annLate = () => within(ann).getByLabelText('Settlement date 2');
    const bobDeath = () => within(bob).getByLabelText('Settlement date 1 (date of death)');
    // Bob was entered last: his date is the problem.
    expect(descriptionOf(within(ann).getByLabelText('Settlement date 1'))).toBe('');
    expect(descriptionOf(annLate())).toBe('');
    expect(descriptionOf(bobDeath())).toBe(
      'Deceased settlor cannot have a settlement date before a living settlor',
    );
    // Ann's late date changed last: now hers is.
    await user.type(annLate(), '{backspace}4');
    expect(descriptionOf(annLate())).toBe(
      'Living settlor cannot have a settlement date after a deceased settlor',
    );
    expect(descriptionOf(bobDeath())).toBe('');
  });

  it("says a deceased shareholder's ownership must end by their settlement date, at the end date", async () => {
    seedDraft(
      structure([
        entity('c1', 'company', {
          name: 'Holdco',
          incorporation_date: '01/01/2010',
          children: [
            party('d', 'shareholder', 'c1', ['01/01/2010'], {
              name: 'Dan',
              meta: { deceased: 'yes', date: '01/01/2020' },
            }),
          ],
        }),
      ]),
    );
    const { user } = await openBuilder();
    const dan = partyGroup(entityRegion('Holdco'), 'Shareholder 1');
    const end = within(dan).getByLabelText('Shareholding 1 end date');
    expect(descriptionOf(end)).toBe(
      "The end of deceased shareholder Dan's period of ownership must not be after their settlement date",
    );
    await user.type(end, '31/12/2019');
    expect(descriptionOf(end)).toBe('Empty if still held');
  });

  it('keeps dates within the exit date and company ranges from the date of incorporation', async () => {
    seedDraft(
      structure([
        entity('c1', 'company', {
          name: 'Holdco',
          incorporation_date: '01/01/2015',
          children: [party('s', 'shareholder', 'c1', ['01/01/2014'], { name: 'Sam' })],
        }),
      ]),
    );
    const { user } = await openBuilder();
    const region = entityRegion('Holdco');
    const start = within(partyGroup(region, 'Shareholder 1')).getByLabelText('Shareholding 1 start date');
    expect(descriptionOf(start)).toBe('Date cannot be before the date of incorporation 01/01/2015');
    await user.clear(start);
    await user.type(start, '01/01/2016');
    await user.type(within(region).getByLabelText('Exit date'), '31/12/2015');
    expect(descriptionOf(start)).toBe('Date cannot be after the exit date 31/12/2015');
  });

  it('disables the deceased box of the other parties once one is deceased, and keeps a deceased settlor to one date', async () => {
    seedDraft(
      structure([
        entity('t1', 'trust', {
          name: 'Oak Trust',
          children: [
            party('ann', 'settlor', 't1', ['01/06/2010'], { name: 'Ann', ordinal: 0 }),
            party('bob', 'settlor', 't1', ['01/01/2012'], { name: 'Bob', ordinal: 1 }),
          ],
        }),
      ]),
    );
    const { user } = await openBuilder();
    const region = entityRegion('Oak Trust');
    const deceasedBox = (group: string) =>
      within(partyGroup(region, group)).getByRole('checkbox', {
        name: 'Deceased at settlement',
      }) as HTMLInputElement;
    await user.click(deceasedBox('Settlor 2'));
    expect(deceasedBox('Settlor 2').checked).toBe(true);
    expect(deceasedBox('Settlor 1').disabled).toBe(true);
    within(partyGroup(region, 'Settlor 1')).getByText('Another party of this entity is marked deceased.');
    expect(
      within(partyGroup(region, 'Settlor 2')).queryByRole('button', { name: 'Add settlement date' }),
    ).toBeNull();
    expect(storedDraft()?.entities.t1?.children[1]?.meta).toEqual({ deceased: 'yes', date: '01/01/2012' });
    await user.click(deceasedBox('Settlor 2'));
    expect(deceasedBox('Settlor 1').disabled).toBe(false);
  });

  it('says a trust can have one owning entity where a restored draft gives it two', async () => {
    seedDraft(
      structure([
        entity('c1', 'company', { name: 'Holdco' }),
        entity('c2', 'company', { name: 'Propco' }),
        own(own(entity('t1', 'trust', { name: 'Oak Trust' }), 'c1', '01/01/2015'), 'c2', '01/01/2016'),
      ]),
    );
    await openBuilder();
    const owners = within(entityRegion('Oak Trust')).getByRole('region', { name: 'Owned by' });
    within(owners).getByText(STRUCTURE_MESSAGES.trustSingleOwner);
  });
});

describe('structure builder: owner choices (spec 5.2)', () => {
  const sample = () =>
    structure([
      entity('c1', 'company', { name: 'Holdco' }),
      own(entity('t1', 'trust', { name: 'Family Trust' }), 'c1', '01/01/2015'),
      own(entity('c2', 'company', { name: 'Propco' }), 't1', '01/01/2016'),
      entity('n1', 'nominee', { name: 'Nominees' }),
      entity('f1', 'foundation', { name: 'Stiftung' }),
      entity('t2', 'trust', { name: 'Second Trust' }),
    ]);
  const choicesIn = (region: string) =>
    within(within(entityRegion(region)).getByRole('combobox', { name: 'Add owning entity' }))
      .getAllByRole('option')
      .map((option) => option.textContent)
      .slice(1);

  it('never offer the entity itself, a nominee, or an entity below it', async () => {
    seedDraft(sample());
    await openBuilder();
    expect(choicesIn('Holdco')).toEqual(['Stiftung (Foundation)', 'Second Trust (Trust)']);
  });

  it('offer a trust no trusts and no entities owned by a trust, and at most one owner', async () => {
    seedDraft(sample());
    await openBuilder();
    expect(choicesIn('Second Trust')).toEqual(['Holdco (Company)', 'Stiftung (Foundation)']);
    const family = entityRegion('Family Trust');
    const add = within(family).getByRole('combobox', { name: 'Add owning entity' }) as HTMLSelectElement;
    expect(add.disabled).toBe(true);
    within(family).getByText('A trust can have at most one owning entity.');
  });

  it('link the chosen owner, focus its first date, and draw the link', async () => {
    seedDraft(sample());
    const { user } = await openBuilder();
    const region = entityRegion('Second Trust');
    await user.selectOptions(
      within(region).getByRole('combobox', { name: 'Add owning entity' }),
      'Stiftung (Foundation)',
    );
    const link = within(region).getByRole('group', { name: 'Owned by Stiftung' });
    const date = within(link).getByLabelText('Settlement date 1');
    await waitFor(() => expect(document.activeElement).toBe(date));
    await user.type(date, '01/07/2021');
    expect(storedDraft()?.entities.t2).toMatchObject({
      overs: ['f1'],
      dates: [{ id: 'f1', date: '01/07/2021' }],
    });
    expect(storedDraft()?.entities.f1?.unders).toEqual(['t2']);
  });
});

describe('structure builder: the draft (spec 2.4)', () => {
  it('is saved under one key as the user types and restored when the screen opens again', async () => {
    const first = await openBuilder();
    await first.user.type(screen.getByLabelText('Structure name'), 'Delta');
    await first.user.click(screen.getByRole('button', { name: 'Add Entity' }));
    await first.user.type(within(entityRegion('Entity 1')).getByLabelText('Entity name'), 'Delta Trust');
    expect(Object.keys(localStorage).filter((key) => key.startsWith('tsr.structureDraft'))).toEqual([
      DRAFT_KEY,
    ]);
    expect(storedDraft()).toMatchObject({ name: 'Delta' });

    // Leaving the screen unmounts the builder: what shows on return comes from local storage.
    await first.router.navigate('/user/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.queryByLabelText('Structure name')).toBeNull();
    await first.router.navigate('/structure');
    expect(((await screen.findByLabelText('Structure name')) as HTMLInputElement).value).toBe('Delta');
    expect(
      (within(entityRegion('Delta Trust')).getByLabelText('Entity name') as HTMLInputElement).value,
    ).toBe('Delta Trust');
  });
});

describe('structure builder: Start review', () => {
  it('posts the structure, clears the draft and opens the questionnaire', async () => {
    seedDraft(ready());
    const { user, api, router } = await openBuilder({ 'POST /api/review/start': () => json(started, 201) });
    await user.click(startReviewButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/review/r-42'));
    const [call] = api.callsTo('POST', '/api/review/start');
    expect(call?.body).toEqual({ structure: ready(), preview: false });
    expect(call?.authorization).toBe('Bearer id-token-1');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("shows the server's message in an alert on failure and keeps the draft", async () => {
    seedDraft(ready());
    const { user, router } = await openBuilder({
      'POST /api/review/start': () => errorBody(403, 'Your company has used all of its reviews.'),
    });
    await user.click(startReviewButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Your company has used all of its reviews.');
    expect(router.state.location.pathname).toBe('/structure');
    expect(storedDraft()).toEqual(ready());
  });

  it('lists every finding of a refused start, each a link to its field', async () => {
    seedDraft(ready());
    const findings = [
      {
        code: 'rule-the-page-does-not-know',
        message: 'First problem',
        severity: 'error',
        entityId: 't1',
        partyId: 'ann',
        field: 'name',
      },
      { code: 'another', message: 'Second problem', severity: 'error', entityId: 't1' },
    ];
    const { user, router } = await openBuilder({
      'POST /api/review/start': () => json({ status: 400, message: 'First problem', findings }, 400),
    });
    await user.click(startReviewButton());
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Oak Trust, Settlor 1: First problem', 'Oak Trust: Second problem']);
    expect(router.state.location.pathname).toBe('/structure');
  });

  it('sends nothing while problems remain, lists them all, and takes the user to each', async () => {
    seedDraft(
      structure(
        [
          entity('t1', 'trust', {
            name: 'Delta Trust',
            children: [party('p', 'settlor', 't1', [''], { name: '' })],
          }),
        ],
        '',
      ),
    );
    const { user, api } = await openBuilder();
    screen.getByText('3 things need attention before the review can start.');
    await user.click(startReviewButton());
    const alert = screen.getByRole('alert');
    within(alert).getByText('The review cannot be started yet');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Please enter a name for the structure',
      'Delta Trust, Settlor 1: Please enter a name',
      'Delta Trust, Settlor 1: Please enter a date as dd/mm/yyyy',
    ]);
    await user.click(
      within(alert).getByRole('link', { name: 'Delta Trust, Settlor 1: Please enter a name' }),
    );
    expect(document.activeElement).toBe(
      within(partyGroup(entityRegion('Delta Trust'), 'Settlor 1')).getByLabelText('Name'),
    );
    expect(api.callsTo('POST', '/api/review/start')).toEqual([]);
  });

  it("refuses a loop in the owners with 'Review cannot be started there is a loop in the entites'", async () => {
    const a = own(entity('a', 'company', { name: 'Alpha Ltd' }), 'b', '01/01/2020');
    const b = own(entity('b', 'company', { name: 'Beta Ltd' }), 'a', '01/01/2020');
    seedDraft(structure([a, b], 'Loop'));
    const { user, api } = await openBuilder();
    const loop = 'Review cannot be started there is a loop in the entites';
    expect(within(entityRegion('Alpha Ltd')).getByRole('status').textContent).toContain(loop);
    await user.click(startReviewButton());
    within(screen.getByRole('alert')).getByRole('link', { name: loop });
    expect(api.callsTo('POST', '/api/review/start')).toEqual([]);
  });

  it("refuses a single nominee with 'Review cannot be started with just a company acting as nominee only'", async () => {
    seedDraft(structure([entity('n1', 'nominee', { name: 'Oak Nominees', meta: {} })], 'Nominee'));
    const { user, api } = await openBuilder();
    const message = 'Review cannot be started with just a company acting as nominee only';
    expect(within(entityRegion('Oak Nominees')).getByRole('status').textContent).toBe(message);
    await user.click(startReviewButton());
    within(screen.getByRole('alert')).getByRole('link', { name: message });
    expect(api.callsTo('POST', '/api/review/start')).toEqual([]);
  });
});
