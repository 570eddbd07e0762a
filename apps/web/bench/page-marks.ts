/**
 * What the browser bench times, marked by the page itself in its own clock (ms since the
 * navigation started): the frame after each thing it waits for appeared. Plain JavaScript text,
 * added with addInitScript before any of the page's scripts (tsx would add helpers the page lacks).
 */

export interface PageMarks {
  /** The e-mail field of a sign-in form is in the page, enabled and shown. */
  emailAt?: number;
  /**
   * The app's own sign-in form is shown, ready to send: /login's page has a plain form that takes
   * typing before any script (apps/web/build/sign-in-page.ts), which the app then takes over.
   */
  signInReadyAt?: number;
  /** A question of the questionnaire is shown (not behind "Loading next questions"). */
  questionAt?: number;
  /** The report's risk table has its rows. */
  tableAt?: number;
}

export const PAGE_MARKS = `(() => {
  const bench = (window.__bench = { press: null });
  // The answers of Next are read from resource timing: keep more than the default 250 entries.
  performance.setResourceTimingBufferSize(2000);
  const shown = (el) => !!el && el.getClientRects().length > 0;
  const painted = (key, target) => {
    if (target[key] !== undefined) return;
    target[key] = null;
    requestAnimationFrame(() => { target[key] = performance.now(); });
  };
  const waiting = () => Array.from(document.querySelectorAll('[role="status"]'))
    .some((e) => (e.textContent || '').includes('Loading next questions'));
  // Which part and page is on screen: the part's heading and label, the progress, the first question.
  const where = () => ['main h2', 'main .MuiChip-label', '[role="progressbar"]', '.sd-question .sd-question__title']
    .map((s) => { const e = document.querySelector(s); return e ? (e.getAttribute('aria-valuenow') || e.textContent) : ''; })
    .join('|');
  const check = () => {
    const email = document.querySelector('input[type="email"]');
    if (email && !email.disabled && shown(email)) painted('emailAt', bench);
    if (email && shown(email) && !document.getElementById('first-paint')) painted('signInReadyAt', bench);
    const question = shown(document.querySelector('.sd-question .sd-question__title')) && !waiting();
    if (question) painted('questionAt', bench);
    if (document.querySelector('table[aria-label="Risk table"] tbody tr')) painted('tableAt', bench);
    const press = bench.press;
    if (press && question && where() !== press.from) painted('shownAt', press);
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  // The POST /next a press sends, told from the peeks the questionnaire makes ahead (decision 0043),
  // with when its answer had arrived whole: the part may be on screen before it.
  const fetched = window.fetch;
  window.fetch = function (input, init) {
    const url = String(input && input.url ? input.url : input);
    const press = bench.press;
    const peek = typeof init?.body === 'string' && init.body.includes('"peek":true');
    const answer = fetched.apply(this, arguments);
    if (press && url.endsWith('/next') && !peek && press.sentAt === undefined) {
      press.sentAt = performance.now();
      answer.then((res) => res.clone().arrayBuffer()).then(
        () => { press.answeredAt = performance.now(); },
        () => { press.answeredAt = performance.now(); },
      );
    }
    return answer;
  };
  // A press of Next: from the input event's own time, and where the questionnaire was.
  document.addEventListener('click', (event) => {
    const button = event.target && event.target.closest && event.target.closest('button, input[type="button"]');
    const label = button ? (button.value || button.textContent || '').trim() : '';
    if (label === 'Next') bench.press = { at: event.timeStamp, from: where() };
  }, true);
})();`;

/** The marks so far (a mark the page has not reached is absent). */
export const READ_MARKS = `(() => {
  const { emailAt, signInReadyAt, questionAt, tableAt } = window.__bench;
  return {
    emailAt: emailAt ?? undefined,
    signInReadyAt: signInReadyAt ?? undefined,
    questionAt: questionAt ?? undefined,
    tableAt: tableAt ?? undefined,
  };
})()`;

/** True once the mark named is set. */
export const markSet = (name: keyof PageMarks) => `typeof window.__bench?.${name} === 'number'`;

export interface NextPress {
  /** From the press to the frame after the next page or part was shown. */
  totalMs: number;
  /** From the press to the answer of the POST /next it sent (absent: a page turn inside the part). */
  answeredMs?: number;
  /** Bytes of that answer on the wire (its body as sent, without headers). */
  answerBytes?: number;
}

/** The press's next page or part is on screen, and the POST /next it sent (if any) has its answer. */
export const PRESS_SHOWN = `(() => {
  const press = window.__bench?.press;
  return typeof press?.shownAt === 'number' && (press.sentAt === undefined || press.answeredAt !== undefined);
})()`;

/** The last press of Next, with the POST /next it sent, if any (the first one after it: peeks follow). */
export const READ_PRESS = `(() => {
  const press = window.__bench.press;
  const answer = performance.getEntriesByType('resource')
    .find((e) => e.name.endsWith('/next') && e.startTime >= press.sentAt - 1);
  return {
    totalMs: press.shownAt - press.at,
    answeredMs: press.answeredAt === undefined ? undefined : press.answeredAt - press.at,
    answerBytes: answer && press.sentAt !== undefined ? answer.encodedBodySize : undefined,
  };
})()`;
