import { screen, waitFor, within } from '@testing-library/react';
import { type NextAnswer, PREVIEW_TEXTS } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { errorBody, type Handler, json, type RecordedCall } from '../../test/fake-api';
import { admin, plainUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { compactStep, onePage, part, step } from './questionnaire-fixtures';

const NEXT = 'POST /api/review/r-1/next';
/** The compact answer asked for with nothing held: every part, and the structure (decision 0024). */
const WHOLE = { structure: true };

const isPeek = (call: RecordedCall) => (call.body as { peek?: boolean } | undefined)?.peek === true;

/**
 * Answers each POST /next with the next step of the list (the last one repeats). A peek (decision
 * 0043) is answered as the server would, with what the next call will get, and moves nothing on;
 * a step given as a function (held back, or failing) is not known ahead, so its peek fails.
 */
function steps(...answers: (NextAnswer | (() => Response | Promise<Response>))[]): Handler {
  let i = 0;
  return (call) => {
    const answer = answers[Math.min(i, answers.length - 1)];
    if (isPeek(call)) return typeof answer === 'function' ? errorBody(503, 'not known ahead') : json(answer);
    i += 1;
    return typeof answer === 'function' ? answer() : json(answer);
  };
}

/** The POST /next calls that moved the questionnaire (peeks left out). */
const sentNext = (api: { callsTo: (method: string, path: string) => RecordedCall[] }) =>
  api.callsTo('POST', '/api/review/r-1/next').filter((call) => !isPeek(call));

function progressValue(): string | null {
  return screen.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuenow');
}

describe('Review questionnaire (spec 2.5)', () => {
  it('resumes where the user left off, with the header, the part and the progress', async () => {
    const { api } = renderApp('/review/r-1', plainUser, {
      [NEXT]: steps(step({ progress: { current: 3, total: 10 } })),
    });
    await screen.findByRole('heading', { level: 1, name: 'This is a review of: Oak Structure' });
    // The date the review is evaluated as at: the day it was started, with its tax year.
    screen.getByText('As at 05/01/2026, tax year 2025-26');
    screen.getByRole('heading', { level: 2, name: 'Oak Trust' });
    await screen.findByText('UK resident');
    expect(sentNext(api)[0]?.body).toEqual({ resume: true, compact: WHOLE });
    expect(progressValue()).toBe('30');
  });

  it("says on an admin's preview that it runs on the unpublished draft", async () => {
    renderApp('/review/r-1', admin, { [NEXT]: steps(step({ preview: true })) });
    const banner = await screen.findByRole('region', { name: PREVIEW_TEXTS.title });
    within(banner).getByText(PREVIEW_TEXTS.review);
  });

  it('shows no preview banner on a review', async () => {
    renderApp('/review/r-1', plainUser, { [NEXT]: steps(step()) });
    await screen.findByText('UK resident');
    expect(screen.queryByRole('region', { name: PREVIEW_TEXTS.title })).toBeNull();
  });

  it('renders markdown and ##li bullets in question texts', async () => {
    renderApp('/review/r-1', plainUser, { [NEXT]: steps(step()) });
    const bold = await screen.findByText('UK resident');
    expect(bold.tagName).toBe('STRONG');
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(expect.arrayContaining(['the trustees', 'the settlor']));
  });

  it('turns pages with Next inside a part, moving the progress bar, without calling the server', async () => {
    const { user, api } = renderApp('/review/r-1', plainUser, { [NEXT]: steps(step()) });
    await user.click(await screen.findByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('What is the purpose of the trust?');
    expect(progressValue()).toBe('10');
    expect(sentNext(api)).toHaveLength(1);
  });

  it('asks to check and confirm a part carried forward, and Confirm sends its answers from the first page', async () => {
    const carried = part('t1:pre', {
      answers: { uk_resident: 'yes', trust_purpose: 'Family' },
      carried: { from: '15/05/2025', answers: { uk_resident: 'yes', trust_purpose: 'Family' } },
    });
    const { user, api } = renderApp('/review/r-1', plainUser, {
      [NEXT]: steps(step({ part: carried }), step({ part: part('t1:post', { title: 'Oak Trust' }) })),
    });
    await screen.findByText('Carried forward from the review of 15/05/2025: check and confirm');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sentNext(api)).toHaveLength(2));
    expect(sentNext(api)[1]?.body).toMatchObject({
      part: { id: 't1:pre', answers: { uk_resident: 'yes', trust_purpose: 'Family' } },
    });
    await waitFor(() =>
      expect(
        screen.queryByText('Carried forward from the review of 15/05/2025: check and confirm'),
      ).toBeNull(),
    );
  });

  it('offers no Confirm on a part that was not carried forward, nor once it is confirmed', async () => {
    const confirmed = part('t1:pre', {
      answered: true,
      answers: { uk_resident: 'yes' },
      carried: { from: '15/05/2025', answers: { uk_resident: 'yes' } },
    });
    renderApp('/review/r-1', plainUser, { [NEXT]: steps(step({ part: confirmed })) });
    await screen.findByText('UK resident');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.queryByText(/Carried forward from the review/)).toBeNull();
  });

  it('does not leave a page whose required question is unanswered', async () => {
    const { user, api } = renderApp('/review/r-1', plainUser, {
      [NEXT]: steps(step({ questions: { pages: [twoPagesFirstOnly()] } })),
    });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByText(/Response required/);
    expect(sentNext(api)).toHaveLength(1);
  });

  it("sends the part's answers from its last page, shows 'Loading next questions', then the next part", async () => {
    let release: (r: Response) => void = () => {};
    const settlor = part('t1/ann:pre', { entityType: 'settlor', title: 'Ann', pageCount: 1 });
    const { user, api } = renderApp('/review/r-1', plainUser, {
      [NEXT]: steps(
        step(),
        () =>
          new Promise<Response>((resolve) => {
            release = resolve;
          }),
      ),
    });
    await user.click(await screen.findByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByRole('textbox'), 'Family savings');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByText('Loading next questions');
    expect(sentNext(api)[1]?.body).toEqual({
      part: { id: 't1:pre', answers: { uk_resident: 'no', trust_purpose: 'Family savings' } },
      back: false,
      compact: { since: '1' },
    });
    release(json(step({ part: settlor, questions: onePage, progress: { current: 2, total: 10 } })));
    await screen.findByText('Full name of the settlor');
    screen.getByRole('heading', { level: 2, name: 'Ann' });
    screen.getByText('Settlor');
    expect(screen.queryByText('Loading next questions')).toBeNull();
    expect(progressValue()).toBe('20');
  });

  it('draws the next part while the user is on the last page, and shows it at once on Next while the part is saved', async () => {
    const settlor = part('t1/ann:pre', { entityType: 'settlor', title: 'Ann', pageCount: 1 });
    const next = step({
      part: settlor,
      questions: onePage,
      progress: { current: 2, total: 10 },
      revision: '2',
    });
    let release: (r: Response) => void = () => {};
    const { user, api } = renderApp('/review/r-1', plainUser, {
      [NEXT]: (call) => {
        if (isPeek(call)) return json(next);
        if (sentNext(api).length === 1) return json(step({ questions: onePage }));
        return new Promise<Response>((resolve) => {
          release = resolve;
        });
      },
    });
    await user.type(await screen.findByRole('textbox'), 'Oak settlor');
    // Typed text reaches the answers when the field is left; the part after it is asked for then.
    await user.tab();
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/review/r-1/next').filter(isPeek).at(-1)?.body).toMatchObject({
        part: { id: 't1:pre', answers: { settlor_name: 'Oak settlor' } },
        peek: true,
      }),
    );
    // Drawn out of sight: not on screen, not in the accessibility tree.
    await waitFor(() => expect(screen.getAllByText('Full name of the settlor')).toHaveLength(2));
    expect(screen.queryByRole('heading', { level: 2, name: 'Ann' })).toBeNull();
    // A changed answer asks again; the same part is not drawn again.
    const drawn = screen.getAllByText('Full name of the settlor')[1];
    await user.type(screen.getByRole('textbox'), ' Ltd');
    await user.tab();
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/review/r-1/next').filter(isPeek).at(-1)?.body).toMatchObject({
        part: { answers: { settlor_name: 'Oak settlor Ltd' } },
      }),
    );
    expect(screen.getAllByText('Full name of the settlor')[1]).toBe(drawn);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    screen.getByRole('heading', { level: 2, name: 'Ann' });
    expect(screen.getAllByText('Full name of the settlor')).toHaveLength(1);
    expect(screen.queryByText('Loading next questions')).toBeNull();
    expect(progressValue()).toBe('20');
    // The part is sent as before; until the server has it, the user may type but not move on.
    expect(sentNext(api)[1]?.body).toEqual({
      part: { id: 't1:pre', answers: { settlor_name: 'Oak settlor Ltd' } },
      back: false,
      compact: { since: '1' },
    });
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByRole('textbox'), 'Ann Example');
    release(json(next));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false),
    );
    // The server drew the same part: what the user typed on it stays.
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('Ann Example');
  });

  it('brings the part back with its answers and the error when saving it fails after the next part was shown', async () => {
    const settlor = part('t1/ann:pre', { entityType: 'settlor', title: 'Ann', pageCount: 1 });
    const { user, api } = renderApp('/review/r-1', plainUser, {
      [NEXT]: (call) => {
        if (isPeek(call)) return json(step({ part: settlor, questions: onePage, revision: '2' }));
        if (sentNext(api).length === 1) return json(step({ questions: onePage }));
        return errorBody(503, 'The server is shutting down.');
      },
    });
    await user.type(await screen.findByRole('textbox'), 'kept');
    await user.tab();
    await waitFor(() => expect(screen.getAllByText('Full name of the settlor')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const panel = await screen.findByRole('alert');
    within(panel).getByText('The server is shutting down.');
    screen.getByRole('heading', { level: 2, name: 'Oak Trust' });
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('kept');
  });

  it('keeps the answers given on a part when showing it again (back or resume)', async () => {
    renderApp('/review/r-1', plainUser, {
      [NEXT]: steps(step({ part: part('t1:pre', { answers: { uk_resident: 'yes' } }) })),
    });
    const yes = await screen.findByRole('radio', { name: 'Yes' });
    expect((yes as HTMLInputElement).checked).toBe(true);
  });

  it('Back on the first page of a part sends back with the answers, and opens the previous part on its last page', async () => {
    const settlor = part('t1/ann:pre', { entityType: 'settlor', title: 'Ann', pageCount: 1 });
    const { user, api } = renderApp('/review/r-1', plainUser, {
      [NEXT]: steps(
        step({ part: settlor, questions: onePage, progress: { current: 2, total: 10 } }),
        step({ fromBack: true, progress: { current: 0, total: 10 } }),
      ),
    });
    await user.type(await screen.findByRole('textbox'), 'Ann Example');
    await user.click(screen.getByRole('button', { name: 'Back' }));

    await screen.findByText('What is the purpose of the trust?');
    expect(sentNext(api)[1]?.body).toEqual({
      part: { id: 't1/ann:pre', answers: { settlor_name: 'Ann Example' } },
      back: true,
      compact: { since: '1' },
    });
    expect(progressValue()).toBe('10');
    // Back again turns to the first page of that part, without a call.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('radio', { name: 'Yes' });
    expect(sentNext(api)).toHaveLength(2);
  });

  it('offers no Back on the very first page', async () => {
    renderApp('/review/r-1', plainUser, { [NEXT]: steps(step()) });
    await screen.findByRole('radio', { name: 'Yes' });
    expect((screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for the part named in the query', async () => {
    const { api } = renderApp('/review/r-1?part=t1%2Fann%3Apre', plainUser, { [NEXT]: steps(step()) });
    await screen.findByRole('radio', { name: 'Yes' });
    expect(sentNext(api)[0]?.body).toEqual({
      requestedPartId: 't1/ann:pre',
      compact: WHOLE,
    });
  });

  it('opens where the review can resume, with the server’s message, when the query names no part of it', async () => {
    const { api } = renderApp('/review/r-1?part=t9%3Apre', plainUser, {
      [NEXT]: steps(
        () => json({ status: 400, message: "There is no part 't9:pre' in this review" }, 400),
        step({ progress: { current: 3, total: 10 } }),
      ),
    });
    const panel = await screen.findByRole('alert');
    within(panel).getByText("There is no part 't9:pre' in this review");
    await screen.findByRole('radio', { name: 'Yes' });
    expect(sentNext(api).map((c) => c.body)).toEqual([
      { requestedPartId: 't9:pre', compact: WHOLE },
      { resume: true, compact: WHOLE },
    ]);
  });

  it('checks every page of the part before sending it: a part opened on its last page goes to the first problem', async () => {
    const { user, api } = renderApp('/review/r-1', plainUser, {
      [NEXT]: steps(step({ fromBack: true, progress: { current: 3, total: 10 } })),
    });
    await screen.findByText('What is the purpose of the trust?');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText(/Response required/);
    screen.getByRole('radio', { name: 'Yes' });
    expect(sentNext(api)).toHaveLength(1);
  });

  it('sends an already submitted review to Dashboard', async () => {
    const { router } = renderApp('/review/r-1', plainUser, {
      [NEXT]: steps(step({ submitted: true, finished: true, part: null })),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard'));
  });

  it('goes to the submit page when the questionnaire is finished', async () => {
    const { user, router } = renderApp('/review/r-1', plainUser, {
      [NEXT]: steps(step({ questions: onePage }), step({ finished: true, part: null })),
    });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/review/r-1/submit'));
  });

  it("sends someone who is not the review's owner to its submit page", async () => {
    const { router } = renderApp('/review/r-1', plainUser, {
      [NEXT]: () =>
        json(
          { status: 403, message: 'Only the person who started this review can answer its questions.' },
          403,
        ),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/review/r-1/submit'));
  });

  it('shows a question error in the panel: Entity Name, Error Message, Question, Logic', async () => {
    renderApp('/review/r-1', plainUser, {
      [NEXT]: steps(
        step({
          error: {
            entityName: 'Oak Trust',
            message: "Unknown name 'uk_resdent'",
            question: 'trust_purpose',
            logic: "{uk_resdent} = 'yes'",
          },
        }),
      ),
    });
    const panel = await screen.findByRole('alert');
    within(panel).getByText('There is a problem with these questions');
    const terms = within(panel)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const values = within(panel)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(terms).toEqual(['Entity Name', 'Error Message', 'Question', 'Logic']);
    expect(values).toEqual([
      'Oak Trust',
      "Unknown name 'uk_resdent'",
      'trust_purpose',
      "{uk_resdent} = 'yes'",
    ]);
  });

  it('keeps the part and shows the server error body in the panel when Next fails', async () => {
    const { user } = renderApp('/review/r-1', plainUser, {
      [NEXT]: steps(step({ questions: onePage }), () =>
        json(
          {
            status: 400,
            message: 'Logic does not compile',
            entityName: 'Ann',
            question: 'q9',
            logic: '{x} =',
          },
          400,
        ),
      ),
    });
    await user.type(await screen.findByRole('textbox'), 'kept');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const panel = await screen.findByRole('alert');
    expect(
      within(panel)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Ann', 'Logic does not compile', 'q9', '{x} =']);
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('kept');
  });

  it('reads compact answers: the structure and sequence held, the changes since the revision sent', async () => {
    const first = part('t1:pre', { pageCount: 1 });
    const settlor = part('t1/ann:pre', { entityType: 'settlor', title: 'Ann', pageCount: 1 });
    const parts = [first, settlor];
    const opened = step({ part: first, questions: onePage, sequence: { parts }, revision: '7' });
    const saved = { ...first, answers: { settlor_name: 'Oak' }, answered: true };
    const moved = step({
      part: settlor,
      questions: onePage,
      sequence: { parts: [saved, settlor] },
      progress: { current: 1, total: 2 },
      revision: '8',
    });
    const { user, api } = renderApp('/review/r-1', plainUser, {
      [NEXT]: steps(
        compactStep(opened, { since: null, parts }, true),
        compactStep(moved, { since: '7', parts: [saved] }),
        compactStep(step({ part: first, questions: onePage, revision: '9', fromBack: true }), {
          since: '8',
          parts: [],
        }),
      ),
    });
    await user.type(await screen.findByRole('textbox'), 'Oak');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Ann' });
    // The structure came with the first answer only; the heading still names it.
    screen.getByRole('heading', { level: 1, name: 'This is a review of: Oak Structure' });
    expect(progressValue()).toBe('50');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 2, name: 'Oak Trust' });
    expect(sentNext(api).map((c) => (c.body as { compact: unknown }).compact)).toEqual([
      WHOLE,
      { since: '7' },
      { since: '8' },
    ]);
  });

  it('shows why the questions could not be loaded', async () => {
    renderApp('/review/r-1', plainUser, {
      [NEXT]: () => json({ status: 503, message: 'No survey has been published yet.' }, 503),
    });
    const panel = await screen.findByRole('alert');
    expect(
      within(panel)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['No survey has been published yet.']);
  });
});

function twoPagesFirstOnly() {
  return {
    name: 'p1',
    elements: [{ type: 'text', name: 'trust_name', title: 'Name of the trust', isRequired: true }],
  };
}
