import { describe, expect, it } from 'vitest';
import { twoPages } from './questionnaire-fixtures';
import { createPartModel, readyToSend } from './survey-model';

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

  it('clears an answer as soon as visibleIf hides its question, so chained conditions match the server', () => {
    const chain = {
      pages: [
        {
          name: 'p1',
          elements: [
            { type: 'radiogroup', name: 'owns_dwelling', choices: ['yes', 'no'] },
            {
              type: 'radiogroup',
              name: 'dwelling_let',
              choices: ['yes', 'no'],
              visibleIf: "{owns_dwelling} = 'yes'",
            },
            { type: 'text', name: 'rent', visibleIf: "{dwelling_let} = 'yes'" },
          ],
        },
      ],
    };
    const model = createPartModel(chain, { owns_dwelling: 'yes', dwelling_let: 'yes', rent: '1000' }, false);
    expect(model.getQuestionByName('rent').isVisible).toBe(true);
    model.setValue('owns_dwelling', 'no');
    expect(model.data).toEqual({ owns_dwelling: 'no' });
    expect(model.getQuestionByName('rent').isVisible).toBe(false);
  });

  it('is ready to send on the last page, once no required question of the part is empty', () => {
    const model = createPartModel(twoPages, {}, false);
    // The first page: Next turns the page.
    expect(readyToSend(model)).toBe(false);
    model.currentPageNo = 1;
    // The last page, with the first page's required question empty.
    expect(readyToSend(model)).toBe(false);
    model.setValue('uk_resident', 'no');
    expect(readyToSend(model)).toBe(true);
  });
});
