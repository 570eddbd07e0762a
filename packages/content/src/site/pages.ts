import type { ContentLocale, PageContent, PageContentType, SurveyIntroContent } from '@tsr/contract';

/**
 * The default page documents (spec 2.10): used until an admin publishes a version, and
 * by the web app when the content service cannot be reached. The intro documents (dashboard,
 * review, user_list, metrics) are short texts under the screen's heading; product and support
 * are whole pages.
 */
const EN: Record<PageContentType, PageContent> = {
  product: {
    title: 'About Tax Structure Review',
    body: [
      'Tax Structure Review helps advisers and family offices find the UK tax risks of offshore',
      'structures of trusts, foundations and companies before HMRC does.',
      '',
      '## How it works',
      '',
      '1. **Draw the structure.** Add each trust, foundation and company, the people behind them',
      '   and who owns what, with the dates that matter.',
      '2. **Answer the questionnaire.** The questions are generated from your structure, so you',
      '   only answer what applies to it.',
      '3. **Read the report.** A risk score out of 100 and a table of tax heads (IT, CGT, IHT, CT',
      '   and ATED) show where the risk lies and why.',
      '4. **Remediate and download.** Mark risks as remediated with notes, and download the',
      '   original or remediated report as a PDF.',
      '',
      '## Benefits',
      '',
      '- A consistent review of every structure, whoever prepares it.',
      '- Risks explained in plain words, with the rules behind them.',
      '- A record of remediation for your files and your clients.',
    ].join('\n'),
    attachments: [],
  },
  support: {
    title: 'Support',
    body: [
      'We are here to help with the product and with your reviews.',
      '',
      '## Contact',
      '',
      '- E-mail: [support@tsr.example](mailto:support@tsr.example)',
      '- Telephone: +44 20 7946 0000, Monday to Friday, 9:00 to 17:30 UK time',
      '- The help chat at the bottom right of the screen, when your organisation has it enabled.',
      '',
      '## Information',
      '',
      'The reports are an aid to your own judgement and are not tax advice. Please do not put',
      'personal information in entity names; use a reference code instead.',
    ].join('\n'),
    attachments: [],
  },
  dashboard: {
    title: 'Dashboard',
    body: 'Start a review of a new structure, or continue one of your recent reviews.',
    attachments: [],
  },
  review: {
    title: 'Reviews',
    body: 'Every review of your structures: search them, continue an incomplete one or open a report.',
    attachments: [],
  },
  user_list: {
    title: 'User List',
    body: 'The users of each customer company: add users, edit their details and open their reviews.',
    attachments: [],
  },
  metrics: {
    title: 'Customer Metrics',
    body: 'How each customer uses the product: reviews started and submitted, entities submitted and last logins.',
    attachments: [],
  },
};

/** German documents that exist in the pack; the others fall back to en-GB. */
const DE: Partial<Record<PageContentType, PageContent>> = {
  product: {
    title: 'Über Tax Structure Review',
    body: [
      'Tax Structure Review hilft Beratern und Family Offices, die britischen Steuerrisiken',
      'von Offshore-Strukturen aus Trusts, Stiftungen und Gesellschaften zu erkennen.',
      '',
      '## So funktioniert es',
      '',
      '1. **Struktur zeichnen.** Trusts, Stiftungen und Gesellschaften mit ihren Beteiligten erfassen.',
      '2. **Fragebogen beantworten.** Die Fragen entstehen aus Ihrer Struktur.',
      '3. **Bericht lesen.** Eine Risikobewertung von 100 und eine Tabelle der Steuerarten.',
      '4. **Beheben und herunterladen.** Risiken als behoben markieren und den Bericht als PDF laden.',
      '',
      '## Vorteile',
      '',
      '- Eine einheitliche Prüfung jeder Struktur.',
      '- Risiken in klarer Sprache erklärt.',
    ].join('\n'),
    attachments: [],
  },
};

export function defaultPageContent(type: PageContentType, locale: ContentLocale = 'en-GB'): PageContent {
  return (locale === 'de-DE' ? DE[type] : undefined) ?? EN[type];
}

/** True when the pack has this document in this locale (not only through the en-GB fallback). */
export function hasDefaultPageContent(type: PageContentType, locale: ContentLocale): boolean {
  return locale === 'en-GB' || DE[type] !== undefined;
}

/** Spec 2.4: the structure builder's intro texts (document 'survey'). */
export const DEFAULT_SURVEY_INTRO: SurveyIntroContent = {
  title: 'Describe the structure',
  instruction:
    'Add each trust, foundation and company in the structure, the individuals behind them with their ' +
    'dates, and which entities own which. The questionnaire is built from what you enter here, so a ' +
    'complete structure gives a precise review. Your draft is saved in this browser as you type; ' +
    'press Start review when every entity is complete.',
  settlors:
    'List each individual who has put property into the trust, with the date of each settlement. ' +
    'If a settlor was deceased at settlement (a trust created by a will, for example), tick ' +
    '"Deceased at settlement" and give that one date.',
  nonIndividualSettlors:
    'A company or foundation that settled this trust is not listed as a settlor: add it as an entity ' +
    'and choose it under "Owned by" with the settlement date. A trust can have one such entity; ' +
    'trusts, and entities owned by a trust, cannot be chosen.',
  founders:
    'List each individual who has contributed property to the foundation, with the date of each ' +
    'contribution.',
  nonIndividualFounders:
    'A company or trust that contributed to this foundation is not listed as a founder: add it as an ' +
    'entity and choose it under "Owned by" with the contribution date.',
  shareholders:
    'List each shareholder with the period of each shareholding: the date it started and, if it has ' +
    'ended, the date it ended. A shareholding cannot start before the date of incorporation.',
  owners:
    'Choose the entities that own this one, with the dates of their ownership. Only entities that ' +
    'can own this one are offered: never a company acting as nominee, the entity itself, or an ' +
    'entity it already owns.',
  nominee:
    'A company acting as nominee holds legal title for someone else and has no individual parties of ' +
    'its own. Choose the entity it acts for under "Owned by". A review cannot be started on a nominee ' +
    'alone.',
};
