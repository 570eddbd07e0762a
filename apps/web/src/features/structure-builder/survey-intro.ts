import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@tsr/contract';
import { z } from 'zod';
import { callReading } from '../../api/client';

/**
 * Spec 2.4 and 7.5: the intro texts of the builder come from the content service as the single
 * document 'survey' (GET /api/content/survey), with built-in fallbacks. Each key falls back on its
 * own, so a document that lacks a text (or has an empty one) still shows a useful one.
 */
export const SURVEY_INTRO_KEYS = [
  'title',
  'instruction',
  'nonIndividualSettlors',
  'settlors',
  'nonIndividualFounders',
  'founders',
  'owners',
  'shareholders',
  'nominee',
] as const;
export type SurveyIntroKey = (typeof SURVEY_INTRO_KEYS)[number];
export type SurveyIntro = Record<SurveyIntroKey, string>;

/** The content document as the service may send it: any of the keys; other fields are ignored. */
const IntroText = z.string().optional();
export const SurveyIntroDocument = z.object({
  title: IntroText,
  instruction: IntroText,
  nonIndividualSettlors: IntroText,
  settlors: IntroText,
  nonIndividualFounders: IntroText,
  founders: IntroText,
  owners: IntroText,
  shareholders: IntroText,
  nominee: IntroText,
});

export const DEFAULT_SURVEY_INTRO: SurveyIntro = {
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

/**
 * Spec 2.4: the guidance is always shown, whatever the content service sends, because entity
 * names travel into the questionnaire, the report and its PDF.
 */
export const ENTITY_NAME_GUIDANCE =
  'Do not put personal information in entity names, such as the names of individuals or ' +
  'addresses. Use a reference code instead, for example "Trust A-104" or "HoldCo 7".';

export const ENTITY_NAME_HELP = 'No personal information: use a reference code';

export function mergeSurveyIntro(document: Partial<SurveyIntro> | null): SurveyIntro {
  const merged = { ...DEFAULT_SURVEY_INTRO };
  for (const key of SURVEY_INTRO_KEYS) {
    const text = document?.[key]?.trim();
    if (text) merged[key] = text;
  }
  return merged;
}

/**
 * The intro texts: the server answers 204 until the document is published, which gives the
 * defaults; so does any failure, as the builder must never wait on its guidance.
 */
export async function readSurveyIntro(): Promise<SurveyIntro> {
  try {
    return mergeSurveyIntro(
      await callReading(routes.content, SurveyIntroDocument, { params: { type: 'survey' } }),
    );
  } catch {
    return DEFAULT_SURVEY_INTRO;
  }
}

export const surveyIntroQuery = queryOptions({
  queryKey: ['content', 'survey'],
  queryFn: readSurveyIntro,
  staleTime: 5 * 60_000,
});

/** The texts once read; null while the first read is under way. */
export function useSurveyIntro(): SurveyIntro | null {
  return useQuery(surveyIntroQuery).data ?? null;
}
