import { describe, expect, it } from 'vitest';
import { errorBody, fakeApi, json } from '../../test/fake-api';
import { DEFAULT_SURVEY_INTRO, mergeSurveyIntro, readSurveyIntro } from './survey-intro';

describe('intro texts of the builder (spec 2.4)', () => {
  it('uses the content service document, key by key, with the built-in text where one is missing or empty', async () => {
    fakeApi({
      'GET /api/content/survey': () =>
        json({ title: 'Tell us about the structure', settlors: '  ', extra: 1 }),
    });
    const intro = await readSurveyIntro();
    expect(intro.title).toBe('Tell us about the structure');
    expect(intro.settlors).toBe(DEFAULT_SURVEY_INTRO.settlors);
    expect(intro.nominee).toBe(DEFAULT_SURVEY_INTRO.nominee);
  });

  it('falls back to the built-in texts when the document is not published (204), unreadable or malformed', async () => {
    fakeApi({ 'GET /api/content/survey': () => new Response(null, { status: 204 }) });
    expect(await readSurveyIntro()).toEqual(DEFAULT_SURVEY_INTRO);
    fakeApi({ 'GET /api/content/survey': () => errorBody(500, 'down') });
    expect(await readSurveyIntro()).toEqual(DEFAULT_SURVEY_INTRO);
    fakeApi({ 'GET /api/content/survey': () => json({ title: 42 }) });
    expect(await readSurveyIntro()).toEqual(DEFAULT_SURVEY_INTRO);
  });

  it('merges a null document into the defaults', () => {
    expect(mergeSurveyIntro(null)).toEqual(DEFAULT_SURVEY_INTRO);
  });
});
