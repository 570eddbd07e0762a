import { FIRST_PAINT } from '../src/features/auth/first-paint';
import { enGB } from '../src/i18n/en-GB';

/** The page the server sends for /login (apps/server/src/http/spa.ts), beside index.html. */
export const SIGN_IN_PAGE = 'login.html';

const htmlText = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

/**
 * The theme's look in plain CSS (src/theme/theme.ts: navy bar, teal button, the card of AuthCard,
 * the navigation's width on wide screens), so the form does not jump when the app takes over.
 * While the static form is there the app's root is hidden: the app removes the form once its own
 * is drawn, in the same frame (first-paint.ts).
 */
const STYLE = `<style>
#${FIRST_PAINT.root} ~ #root { display: none; }
#${FIRST_PAINT.root} { font-family: "Inter", "Segoe UI", "Helvetica Neue", Arial, sans-serif; color: rgba(0,0,0,.87); }
.fp-bar { position: fixed; inset: 0 0 auto 0; height: 56px; background: #1a2b4c; }
.fp-main { padding: 72px 16px 16px; }
.fp-card { max-width: 440px; margin: 0 auto; box-sizing: border-box; padding: 24px; border: 1px solid rgba(0,0,0,.12); border-radius: 4px; background: #fff; }
.fp-card h1 { font-size: 1.75rem; font-weight: 600; line-height: 1.2; margin: 0 0 .35em; }
.fp-field { margin: 16px 0 8px; }
.fp-field label { display: block; margin-bottom: 4px; font-size: .875rem; color: rgba(0,0,0,.6); }
.fp-field input { width: 100%; box-sizing: border-box; height: 48px; padding: 0 14px; font: inherit; font-size: 1rem; border: 1px solid rgba(0,0,0,.23); border-radius: 4px; }
.fp-field input:focus { outline: 2px solid #00796b; outline-offset: -1px; }
.fp-links { margin: 16px 0 0; }
.fp-links a { color: #00796b; }
.fp-submit { width: 100%; height: 42px; margin-top: 16px; border: 0; border-radius: 4px; background: #00796b; color: #fff; font: inherit; font-weight: 600; opacity: .6; }
@media (min-width: 600px) { .fp-bar { height: 64px; } .fp-main { padding: 96px 24px 24px; } .fp-card { padding: 32px; } }
@media (min-width: 900px) { .fp-main { margin-left: 260px; padding-top: 112px; } }
</style>`;

/**
 * The sign-in page: index.html with the sign-in form (and the Forgotten password link) in plain HTML before the app's root, so the
 * form shows and takes typing as soon as the HTML arrives, before any script (on Slow 4G the
 * app's form was usable after 4.6 s, a plain form after 0.7 s; decision 0026). It cannot be sent:
 * its button is disabled, so Enter does nothing either, until the app takes over with what was typed. The
 * labels are the default locale's (en-GB); the app shows the user's own when it takes over.
 */
export function signInPageHtml(indexHtml: string): string {
  const t = enGB;
  const field = (id: string, name: string, label: string, type: string, autocomplete: string) =>
    `<div class="fp-field"><label for="${id}">${htmlText(label)}</label><input id="${id}" name="${name}" type="${type}" autocomplete="${autocomplete}"></div>`;
  const form = [
    `<div id="${FIRST_PAINT.root}"><div class="fp-bar"></div><main class="fp-main"><div class="fp-card">`,
    `<h1>${htmlText(t.heading)}</h1><form novalidate>`,
    field(FIRST_PAINT.username, 'username', t.email, 'email', 'username'),
    field(FIRST_PAINT.password, 'password', t.password, 'password', 'current-password'),
    `<button class="fp-submit" type="submit" disabled>${htmlText(t.submit)}</button>`,
    '</form>',
    // A plain link works without the app (a full page load); Sign up shows only outside production,
    // which the server's settings say, so the app adds it.
    `<p class="fp-links"><a href="/resetpassword">${htmlText(t.forgottenPassword)}</a></p>`,
    '</div></main></div>',
  ].join('');
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root) || !indexHtml.includes('</head>'))
    throw new Error('index.html has no </head> or no empty #root to put the sign-in form before');
  return indexHtml.replace('</head>', `${STYLE}\n</head>`).replace(root, `${form}\n${root}`);
}
