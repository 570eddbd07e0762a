import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiPath, type BodsImportAnswer, type ImportedStructure, routes } from '@tsr/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json } from '../../test/fake-api';
import { plainUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { oakView } from '../structures/structure-fixtures';

const IMPORT = `POST ${routes.bodsImport.path}`;

/** What the server answers for a file with a trust, its company and a person it could not place. */
function answer(fields: Partial<BodsImportAnswer> = {}): BodsImportAnswer {
  const structure: ImportedStructure = {
    name: 'Alder Trust structure',
    rootEntitiesIds: ['t', 'c'],
    entities: {
      t: {
        id: 't',
        name: 'Alder Trust',
        type: 'trust',
        children: [
          {
            id: 'ann',
            name: 'Ann Alder',
            type: 'settlor',
            parent: 't',
            ordinal: 0,
            children: [{ id: 'ann-d0', type: 'settlement', date: '01/06/2010' }],
          },
        ],
        overs: [],
        unders: ['c'],
        dates: [],
        meta: { answerable: 'yes' },
      },
      c: {
        id: 'c',
        name: 'Alder Holdings Ltd',
        type: 'company',
        children: [],
        overs: ['t'],
        unders: [],
        dates: [{ id: 't', date: '', share: '(50,75]' }],
        meta: { answerable: 'yes' },
      },
    },
  };
  return {
    statementCount: 6,
    schemaErrors: [],
    schemaErrorCount: 0,
    structure,
    notes: [
      {
        statement: 3,
        statementId: 's3'.padEnd(32, '0'),
        recordId: 'p1',
        recordType: 'person',
        about: 'Person 1',
        outcome: 'not-mapped',
        reason: 'No interest of theirs makes them a settlor, founder or shareholder of an entity here',
      },
      {
        statement: 5,
        statementId: 's5'.padEnd(32, '0'),
        recordId: 'r2',
        recordType: 'relationship',
        about: 'Alder Trust in Alder Holdings Ltd',
        outcome: 'assumed',
        reason: 'The interest has no start date: the builder asks for it',
      },
    ],
    ...fields,
  };
}

const FILE_TEXT = '[{"statementId": "…"}]';

async function chooseFile(file = new File([FILE_TEXT], 'alder.json', { type: 'application/json' })) {
  await screen.findByRole('button', { name: 'Import from BODS' });
  fireEvent.change(screen.getByTestId('bods-file'), { target: { files: [file] } });
  return screen.findByRole('dialog', { name: `Import from BODS: ${file.name}` });
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('Import from BODS in the structure builder', () => {
  it('shows what will be imported and what cannot, before anything changes; accepted, the builder holds it', async () => {
    const { user, api } = renderApp('/structure', plainUser, { [IMPORT]: () => json(answer()) });
    const dialog = await chooseFile();
    expect(api.callsTo('POST', routes.bodsImport.path)[0]?.body).toEqual({ text: FILE_TEXT });

    const imported = await within(dialog).findByRole('list', { name: 'What will be imported' });
    expect(
      within(imported)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Alder Trust: Trust1 settlor', 'Alder Holdings Ltd: Company1 owner']);
    within(dialog).getByRole('heading', { name: 'What cannot be imported (1)' });
    const notMapped = within(dialog).getByRole('list', { name: 'What cannot be imported' });
    within(notMapped).getByText('Statement 3: Person 1');
    within(notMapped).getByText(
      'No interest of theirs makes them a settlor, founder or shareholder of an entity here',
    );
    const toCheck = within(dialog).getByRole('list', { name: 'To check in the builder' });
    within(toCheck).getByText('The interest has no start date: the builder asks for it');
    // Nothing is in the builder until the user accepts.
    expect(screen.queryByDisplayValue('Alder Trust')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Import into the builder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText('Structure name') as HTMLInputElement).value).toBe('Alder Trust structure');
    await screen.findByDisplayValue('Alder Trust');
    screen.getByDisplayValue('Alder Holdings Ltd');
    // A register's range is kept as it is, and shown in words.
    screen.getByDisplayValue('More than 50%, up to 75%');
    // The builder's checks run on it: the owner link's start date the file did not give is asked for.
    expect(screen.getAllByText('Please enter a date as dd/mm/yyyy').length).toBeGreaterThan(0);
    // An ordinary draft: kept in local storage like one drawn by hand.
    expect(localStorage.getItem('tsr.structureDraft')).toContain('Alder Holdings Ltd');
  });

  it('lists the schema errors of a file that is not valid BODS 0.4, and imports nothing', async () => {
    renderApp('/structure', plainUser, {
      [IMPORT]: () =>
        json(
          answer({
            structure: null,
            notes: [],
            schemaErrors: [{ path: '/0/recordType', message: 'must be equal to one of the allowed values' }],
            schemaErrorCount: 21,
          }),
        ),
    });
    const dialog = await chooseFile();
    await within(dialog).findByText(
      'This file is not valid BODS 0.4: 21 errors against the schema. Nothing can be imported from it.',
    );
    within(dialog).getByText('/0/recordType');
    within(dialog).getByText('and 20 more errors');
    expect(within(dialog).queryByRole('button', { name: 'Import into the builder' })).toBeNull();
  });

  it('refuses a file over 5 MB without sending it, and says why the server refused one', async () => {
    const { api } = renderApp('/structure', plainUser, {
      [IMPORT]: () =>
        errorBody(422, 'The BODS file has 2,001 statements: at most 2,000 can be imported at once'),
    });
    const big = new File(['[]'], 'register.json', { type: 'application/json' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    const dialog = await chooseFile(big);
    within(dialog).getByText('The BODS file is larger than 5 MB: split it and import each part');
    expect(api.callsTo('POST', routes.bodsImport.path)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const refused = await chooseFile(new File(['[]'], 'many.json'));
    await within(refused).findByText(
      'The BODS file has 2,001 statements: at most 2,000 can be imported at once',
    );
  });
});

describe('Export as BODS', () => {
  const saved: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:bods'), revokeObjectURL: vi.fn() }),
    );
  });

  const statements = [{ statementId: 'x'.repeat(32), recordType: 'entity' }];

  it('downloads a saved structure as "{name}.bods.json"', async () => {
    const { user, api } = renderApp('/structures/s-oak', plainUser, {
      [`GET ${apiPath(routes.savedStructure, { params: { id: 's-oak' } })}`]: () => json(oakView()),
      [`GET ${apiPath(routes.savedStructureBods, { params: { id: 's-oak' } })}`]: () => json(statements),
    });
    await user.click(await screen.findByRole('button', { name: 'Export as BODS' }));
    await waitFor(() => expect(saved).toEqual(['Oak-Family-Trust.bods.json']));
    expect(api.callsTo('GET', apiPath(routes.savedStructureBods, { params: { id: 's-oak' } }))).toHaveLength(
      1,
    );
  });

  it("downloads a review's structure as it was started", async () => {
    const review = apiPath(routes.reviewOverview, { params: { id: 'r-1' } });
    const { user } = renderApp('/review/r-1/structure', plainUser, {
      [`GET ${review}`]: () =>
        json({
          reviewId: 'r-1',
          structureName: 'Delta structure',
          structure: { name: 'Delta structure', entities: {}, rootEntitiesIds: [] },
          owner: { name: 'Uma User', email: 'user@northbridge.example' },
          isOwn: true,
          submitted: false,
          finished: false,
          answeredParts: 0,
          totalParts: 4,
          started: Date.UTC(2025, 2, 14, 12) / 1000,
          asAt: '14/03/2025',
        }),
      [`GET ${apiPath(routes.reviewStructureBods, { params: { id: 'r-1' } })}`]: () => json(statements),
    });
    await user.click(await screen.findByRole('button', { name: 'Export as BODS' }));
    await waitFor(() => expect(saved).toEqual(['Delta-structure.bods.json']));
  });

  it("downloads the builder's draft, or says why it cannot", async () => {
    let status = 200;
    const { user, api } = renderApp('/structure', plainUser, {
      [`POST ${routes.bodsExport.path}`]: () =>
        status === 200 ? json(statements) : errorBody(400, 'Please enter a real date in the form dd/mm/yyyy'),
    });
    await user.type(await screen.findByLabelText('Structure name'), 'Birch');
    await user.click(screen.getByRole('button', { name: 'Export as BODS' }));
    await waitFor(() => expect(saved).toEqual(['Birch.bods.json']));
    expect(api.callsTo('POST', routes.bodsExport.path)[0]?.body).toMatchObject({
      structure: { name: 'Birch' },
    });
    status = 400;
    await user.click(screen.getByRole('button', { name: 'Export as BODS' }));
    await screen.findByText(
      'The BODS file could not be made: Please enter a real date in the form dd/mm/yyyy',
    );
  });
});
