/**
 * Shown on every report (screen and PDF) and in the README: what the default pack is and is not.
 * A module of its own, importable as '@tsr/content/notice', so the web app can show it without
 * bundling the whole pack.
 */
export const ILLUSTRATIVE_NOTICE =
  'The questions, rules and report texts of this review come from an illustrative content pack and are not tax advice: a qualified UK tax adviser must review any result before it is relied on.';
