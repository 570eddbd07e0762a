import { describe, expect, it } from 'vitest';
import { twoPages } from './questionnaire-fixtures';
import { createPartModel } from './survey-model';

describe('the SurveyJS model of a part', () => {
  it('hides SurveyJS navigation and shows the answers already given', () => {
    const model = createPartModel(twoPages, { uk_resident: 'yes' }, false);
    expect(model.showNavigationButtons).toBe(false);
    expect(model.data).toEqual({ uk_resident: 'yes' });
    expect(model.currentPageNo).toBe(0);
  });

  it('opens on the last page when the user came back into the part', () => {
    expect(createPartModel(twoPages, {}, true).currentPageNo).toBe(1);
  });

  it('renders markdown and ##li bullets, without line breaks between tags (SurveyJS keeps them)', () => {
    const model = createPartModel(twoPages, {}, false);
    const question = model.getQuestionByName('uk_resident');
    expect(question.locTitle.renderedHtml).toBe('Is the trust <strong>UK resident</strong>?');
    expect(question.locDescription.renderedHtml).toBe(
      '<p>Consider:</p><ul><li>the trustees</li><li>the settlor</li></ul>',
    );
  });
});
