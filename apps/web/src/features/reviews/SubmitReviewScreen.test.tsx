import { screen, waitFor, within } from '@testing-library/react';
import { type AnswerSummary, type CurrentUser, PREVIEW_TEXTS, type ReviewOverview } from '@tsr/contract';
import { describe, expect, it, vi } from 'vitest';
import { errorBody, type Handler, json } from '../../test/fake-api';
import { accountLead, admin, plainUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { step } from '../questionnaire/questionnaire-fixtures';
import { originalReport, summaryOf } from '../report/report-fixtures';
import { carriedNotice, NOT_CARRIED_TITLE } from './CarriedForwardNote';
import {
  colleagueFinishedNotice,
  NO_PERMISSION_NOTE,
  PREVIEW_SUBMIT_NOTICE,
  SUBMIT_NOTICE,
} from './SubmitReviewScreen';

const approver: CurrentUser = { ...plainUser, groups: ['approval'] };
const OVERVIEW = 'GET /api/review/r-1';

const summary: AnswerSummary = {
  Pages: [
    {
      Title: 'Oak Trust',
      Name: 't1:pre',
      Answers: [
        { Title: 'Is the trust UK resident?', Answers: ['Yes'] },
        { Title: 'What is the purpose of the trust?', Answers: [] },
      ],
    },
    { Title: 'Ann', Name: 't1/ann:pre', Answers: [{ Title: 'Assets settled', Answers: ['Cash', 'Shares'] }] },
  ],
};

function reviewOverview(overrides: Partial<ReviewOverview>): ReviewOverview {
  return {
    reviewId: 'r-1',
    structureName: 'Oak structure',
    structure: { name: 'Oak structure', entities: {}, rootEntitiesIds: [] },
    owner: { name: 'Uma User', email: 'user@northbridge.example' },
    isOwn: false,
    submitted: false,
    finished: false,
    answeredParts: 0,
    totalParts: 7,
    started: 1_700_000_000,
    asAt: '14/11/2023',
    ...overrides,
  };
}

const colleagueReview = (overrides: Partial<ReviewOverview>) => reviewOverview(overrides);
const ownReview = (overrides: Partial<ReviewOverview>) => reviewOverview({ isOwn: true, ...overrides });
const finished = () => json(ownReview({ finished: true, answeredParts: 7 }));

function renderSubmit(who = approver, handlers: Record<string, Handler> = {}) {
  return renderApp('/review/r-1/submit', who, {
    [OVERVIEW]: finished,
    'POST /api/review/r-1/next': () => json(step()),
    'GET /api/review/r-1/answersummary': () => json(summary),
    ...handlers,
  });
}

describe('Submit review (spec 2.6)', () => {
  it('says which answers were carried forward and which changed, and lists the ones that could not be', async () => {
    const { user } = renderSubmit(approver, {
      [OVERVIEW]: () =>
        json(
          ownReview({
            finished: true,
            answeredParts: 7,
            carriedForward: {
              fromReviewId: 'r-0',
              from: '15/05/2025',
              notCarried: [{ part: 'Oak Trust', question: 'Was a UK home bought?', answers: ['Yes'] }],
            },
          }),
        ),
      'GET /api/review/r-1/answersummary': () =>
        json({
          Pages: [
            {
              Title: 'Oak Trust',
              Name: 't1:pre',
              Answers: [
                { Title: 'Is the trust UK resident?', Answers: ['No'], Carried: 'changed', Before: ['Yes'] },
                { Title: 'What is the purpose of the trust?', Answers: ['Family'], Carried: 'unchanged' },
                { Title: 'A new question', Answers: ['Cash'] },
              ],
            },
          ],
        } satisfies AnswerSummary),
    });
    await screen.findByText(carriedNotice('15/05/2025'));
    const notCarried = screen.getByRole('table', { name: NOT_CARRIED_TITLE });
    within(notCarried).getByRole('cell', { name: 'Was a UK home bought?' });
    await user.click(screen.getByRole('button', { name: 'Show Answers' }));
    const answers = await screen.findByRole('table', { name: 'Oak Trust' });
    const rows = within(answers)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'QuestionAnswer',
      'Is the trust UK resident?NoChanged; carried forward: Yes',
      'What is the purpose of the trust?FamilyCarried forward, kept',
      'A new questionCash',
    ]);
  });

  it('shows the notice with Back, Show Answers and Submit', async () => {
    renderSubmit();
    await screen.findByRole('heading', { level: 1, name: 'Submit Review' });
    screen.getByText(SUBMIT_NOTICE);
    screen.getByText('As at 14/11/2023, tax year 2023-24');
    screen.getByRole('button', { name: 'Back' });
    screen.getByRole('button', { name: 'Submit' });
    expect(screen.queryByText(NO_PERMISSION_NOTE)).toBeNull();
  });

  it("says on an admin's preview that it is a preview of the draft and is not charged", async () => {
    renderSubmit(admin, {
      [OVERVIEW]: () => json(ownReview({ finished: true, answeredParts: 7, preview: true })),
    });
    const banner = await screen.findByRole('region', { name: PREVIEW_TEXTS.title });
    within(banner).getByText(PREVIEW_TEXTS.review);
    screen.getByText(PREVIEW_SUBMIT_NOTICE);
    expect(screen.queryByText(SUBMIT_NOTICE)).toBeNull();
    screen.getByRole('button', { name: 'Submit' });
  });

  it("shows and hides the answers, with 'No answer' for an empty one", async () => {
    const { user, api } = renderSubmit();
    await user.click(await screen.findByRole('button', { name: 'Show Answers' }));
    const trust = await screen.findByRole('table', { name: 'Oak Trust' });
    const rows = within(trust)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Is the trust UK resident?', 'Yes'],
      ['What is the purpose of the trust?', 'No answer'],
    ]);
    within(screen.getByRole('table', { name: 'Ann' })).getByText('Shares');
    // Each part's title is an h2 under the page's h1: no level skipped (WCAG 1.3.1).
    screen.getByRole('heading', { level: 2, name: 'Oak Trust' });
    expect(api.callsTo('GET', '/api/review/r-1/answersummary')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Hide Answers' }));
    expect(screen.queryByRole('table', { name: 'Oak Trust' })).toBeNull();
    screen.getByRole('button', { name: 'Show Answers' });
  });

  it('submits and opens the report', async () => {
    const { user, api, router } = renderSubmit(approver, {
      'POST /api/review/r-1/submit': () => json({ report_id: 'rep-1' }),
      'GET /api/review/r-1/report/summary': () => json(summaryOf(originalReport)),
    });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/review/r-1/report'));
    expect(api.callsTo('POST', '/api/review/r-1/submit')).toHaveLength(1);
  });

  it("points users without submit permission to an approver and offers 'My Reviews' instead of Submit", async () => {
    renderSubmit(plainUser);
    await screen.findByText(NO_PERMISSION_NOTE);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.getByRole('link', { name: 'My Reviews' }).getAttribute('href')).toBe('/user/reports');
  });

  it('reads where the review stands without saving anything', async () => {
    const { api } = renderSubmit();
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
    expect(api.callsTo('GET', '/api/review/r-1')).toHaveLength(1);
  });

  it('sends an unfinished review back to Review', async () => {
    const { router } = renderSubmit(approver, { [OVERVIEW]: () => json(ownReview({ answeredParts: 3 })) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/review/r-1'));
  });

  it('sends a submitted review to Dashboard', async () => {
    const { router } = renderSubmit(approver, {
      [OVERVIEW]: () => json(ownReview({ submitted: true, finished: true, answeredParts: 7 })),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard'));
  });

  it('Back takes the owner into the questionnaire at its last part', async () => {
    const { user, api, router } = renderSubmit();
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/review/r-1'));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/review/r-1/next').at(-1)?.body).toEqual({
        back: true,
        compact: { structure: true },
      }),
    );
  });

  it("lets an account lead submit a colleague's finished review, naming whose it is; Back goes to the reviews list", async () => {
    const { user, router } = renderSubmit(accountLead, {
      [OVERVIEW]: () => json(colleagueReview({ finished: true, answeredParts: 7 })),
    });
    await screen.findByText(colleagueFinishedNotice('Uma User (user@northbridge.example)', 7));
    expect(screen.queryByText(SUBMIT_NOTICE)).toBeNull();
    screen.getByRole('button', { name: 'Submit' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/reports'));
  });

  it("tells a lead who opens a colleague's unfinished review whose it is and what is missing, with no Submit", async () => {
    renderSubmit(accountLead, {
      [OVERVIEW]: () => json(colleagueReview({ finished: false, answeredParts: 3 })),
    });
    await screen.findByText(
      'This review by Uma User (user@northbridge.example) is not finished: 3 of 7 parts answered. Only Uma User (user@northbridge.example) can answer the rest; it can be submitted once every part is answered.',
    );
    expect(screen.queryByText(SUBMIT_NOTICE)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    screen.getByRole('link', { name: 'My Reviews' });
  });

  it("sends someone else's submitted review to Dashboard", async () => {
    const { router } = renderSubmit(accountLead, {
      [OVERVIEW]: () => json(colleagueReview({ submitted: true, finished: true, answeredParts: 7 })),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard'));
  });

  it('shows a submit error in the panel (Entity Name, Error Message, Response, Rule, Logic) and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderSubmit(approver, {
      'POST /api/review/r-1/submit': () =>
        json(
          {
            status: 400,
            message: "Unknown name 'trust_typ'",
            entityName: 'Oak Trust',
            response: 'r-tt-it-1',
            rule: 'TT-IT-1',
            logic: "{trust_typ} = 'discretionary'",
          },
          400,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const title = await screen.findByText('The review could not be submitted');
    const errorPanel = title.closest('[role="alert"]') as HTMLElement;
    expect(
      within(errorPanel)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Entity Name', 'Error Message', 'Response', 'Rule', 'Logic']);
    expect(
      within(errorPanel)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual([
      'Oak Trust',
      "Unknown name 'trust_typ'",
      'r-tt-it-1',
      'TT-IT-1',
      "{trust_typ} = 'discretionary'",
    ]);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('goes back to Review when the server says the review is not finished', async () => {
    let answered = true;
    const { user, router } = renderSubmit(approver, {
      [OVERVIEW]: () => (answered ? finished() : json(ownReview({ answeredParts: 3 }))),
      'POST /api/review/r-1/submit': () => {
        answered = false;
        return errorBody(409, 'This review is not finished yet: please answer every part first.');
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/review/r-1'));
    vi.restoreAllMocks();
  });
});
