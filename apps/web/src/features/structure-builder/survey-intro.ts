import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_SURVEY_INTRO as PACK_SURVEY_INTRO } from '@tsr/content/site';
import { routes, SurveyIntroContent } from '@tsr/contract';
import { z } from 'zod';
import { callReading } from '../../api/client';
import { currentContentLocale } from '../site/content-locale';

/**
 * Spec 2.4 and 7.5: the intro texts of the builder come from the content service as the single
 * document 'survey' (GET /api/content/survey), with built-in fallbacks. Each key falls back on its
 * own, so a document that lacks a text (or has an empty one) still shows a useful one.
 */
export const SURVEY_INTRO_KEYS = SurveyIntroContent.keyof().options;
export type SurveyIntroKey = (typeof SURVEY_INTRO_KEYS)[number];
export type SurveyIntro = Record<SurveyIntroKey, string>;

/**
 * The content document as the service may send it: any of the keys, each of any length (the
 * builder shows what was published); other fields are ignored.
 */
const IntroText = z.string().optional();
export const SurveyIntroDocument = z.object(
  // Object.fromEntries types its answer by string; every key of the document is set.
  Object.fromEntries(SURVEY_INTRO_KEYS.map((key) => [key, IntroText])) as Record<
    SurveyIntroKey,
    typeof IntroText
  >,
);

/** The built-in texts are the content pack's default document (one source). */
export const DEFAULT_SURVEY_INTRO: SurveyIntro = PACK_SURVEY_INTRO;

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
 * The intro texts: the server answers the content pack's document until one is published; any
 * failure gives the built-in defaults, as the builder must never wait on its guidance.
 */
export async function readSurveyIntro(): Promise<SurveyIntro> {
  try {
    return mergeSurveyIntro(
      await callReading(routes.content, SurveyIntroDocument, {
        params: { type: 'survey' },
        query: { locale: currentContentLocale() },
      }),
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
