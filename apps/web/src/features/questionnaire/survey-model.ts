import { alpha } from '@mui/material/styles';
import type { SurveyJson } from '@tsr/contract';
import { Model, type SurveyModel } from 'survey-core';
import { markdownToHtml } from '../../shared/markdown';
import { theme } from '../../theme/theme';
import { firstPageShown, moveFor } from './paging';

/**
 * A SurveyJS model for one part: its questions, the answers already given on it (so going back
 * or resuming shows them), and its first page (the last one when the user came back into it).
 * SurveyJS's own navigation is hidden: the screen's Back and Next drive it.
 */
export function createPartModel(questions: SurveyJson, answers: Record<string, unknown>, fromBack: boolean) {
  const model = new Model(questions);
  model.showNavigationButtons = false;
  model.showCompletePage = false;
  model.showTitle = false;
  model.widthMode = 'responsive';
  // A question that visibleIf hides loses its value at once, as the server's engine rules
  // (docs/questionnaire.md, "Which answers count"); so a chain of conditions looks the same here.
  model.clearInvisibleValues = 'onHidden';
  applyReviewerLook(model);
  model.data = { ...answers };
  model.currentPageNo = firstPageShown(fromBack, model.visiblePageCount);
  return model;
}

/**
 * How a reviewer sees a survey: Markdown texts and the product's theme. The survey designer's
 * test tab uses it too, so an admin tries a chunk as a reviewer will see it.
 */
export function applyReviewerLook(model: SurveyModel): void {
  model.onTextMarkdown.add((_, options) => {
    // SurveyJS shows multi-line texts with white-space: pre-wrap, so the line breaks marked puts
    // between block tags would show as blank lines: they go.
    options.html = markdownToHtml(options.text).replace(/>\n+</g, '><');
  });
  model.applyTheme({
    cssVariables: {
      '--sjs-primary-backcolor': theme.palette.primary.main,
      '--sjs-primary-backcolor-dark': theme.palette.primary.dark,
      '--sjs-primary-backcolor-light': alpha(theme.palette.primary.main, 0.1),
      '--sjs-general-backcolor-dim': 'transparent',
      '--sjs-font-family': String(theme.typography.fontFamily),
      '--sjs-general-forecolor': theme.palette.text.primary,
      // Descriptions and placeholders: SurveyJS's own grey is 3.4:1 on white, the theme's 6.3:1.
      '--sjs-general-forecolor-light': theme.palette.text.secondary,
    },
  });
}

/**
 * Whether Next would now send the part: on its last page, with no required question of the part
 * left empty. Only then does the questionnaire ask what comes next (decision 0043); before, Next
 * would stop at the empty question, and each answer would ask again.
 */
export function readyToSend(model: SurveyModel): boolean {
  const position = { index: model.currentPageNo, count: model.visiblePageCount };
  if (moveFor('next', position) !== 'sendNext') return false;
  return !model.getAllQuestions(true).some((question) => question.isRequired && question.isEmpty());
}
