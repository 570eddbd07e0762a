/**
 * The features the API's calls are grouped by (a route's `tag`), with what each covers: the
 * OpenAPI document declares them at its top, so a tag no route table entry may use without saying
 * what it is.
 */
export const routeTags = {
  auth: 'Signing in, tokens, sign-up, passwords and the trial terms.',
  content: "The browser's configuration and the site content documents (pages, navigation, attachments).",
  health: 'Liveness and readiness, for load balancers and monitoring.',
  structures: "The company's saved structures, revision by revision, and the reviews started from them.",
  review: 'Starting a review of a structure and answering its questionnaire part by part.',
  report: 'Submitting a finished review, reading, downloading and remediating its report, the lists.',
  scenarios: "What if: a report's answers or structure dates changed and scored again, and saved scenarios.",
  editor: "The content editors' draft of the survey: sections, checks, the golden comparison, publish.",
  versions: 'The published survey versions and the differences between them.',
  users: 'User administration for account leads (their company) and admins (every customer).',
  metrics: 'Usage per user of each customer company.',
  portfolio: "A company's saved structures by their latest reports: scores, heat map, trend, key dates.",
  settings: "The provider's site settings: the golden structures' coverage threshold of Publish.",
  webhooks: "A company's webhooks: addresses told of its events, signed, and their deliveries.",
  apiKeys: "A company's API keys for other systems: created, listed, revoked (its account leads and admins).",
} as const;

export type RouteTag = keyof typeof routeTags;
