import 'survey-core/survey-core.fontless.min.css';
import 'survey-creator-core/survey-creator-core.fontless.min.css';
import './designer.css';
import type { SurveyJson } from '@tsr/contract';
import { propertyAddressProblem } from '@tsr/domain/editor';
import { useEffect, useRef, useState } from 'react';
import type { Base, Question } from 'survey-core';
import type { ModifiedEvent } from 'survey-creator-core';
import { SurveyCreator, SurveyCreatorComponent } from 'survey-creator-react';
import { applyReviewerLook } from '../../questionnaire/survey-model';
import { toChunkJson } from './chunks';
import { CUSTOM_LOGIC, registerCustomLogic } from './custom-logic-property';

export interface DesignerEvents {
  /** The chunk after any change in the designer, the JSON tab or the property grid. */
  onChange: (json: SurveyJson) => void;
  /** A question's name changed from `from` to `to`. */
  onRename: (from: string, to: string) => void;
  /** A question is about to be deleted: false holds it until `proceed` is called. */
  onDeleting: (name: string, proceed: () => void) => boolean;
  /** The property grid's "Edit logic" on a question, page or choice. */
  onEditLogic: (element: Base) => void;
}

// The licence key is set before the Creator is made, by DesignerLicence around it.
registerCustomLogic();

function createCreator(): SurveyCreator {
  const creator = new SurveyCreator({
    showDesignerTab: true,
    showTestSurveyTab: true,
    showJSONEditorTab: true,
    // The survey's conditions are our customLogic, checked by the server: SurveyJS's logic tab,
    // themes and translations are not part of a chunk.
    showLogicTab: false,
    showThemeTab: false,
    showTranslationTab: false,
  });
  creator.onSurveyInstanceCreated.add((_, options) => {
    // The test tab runs the chunk as a reviewer sees it: Markdown texts and the product's theme.
    if (options.area === 'preview-tab') applyReviewerLook(options.survey);
    // On the design surface the question's title is an inline editor, so the input's
    // aria-labelledby can point at nothing (axe: label-title-only); name the input by the title.
    if (options.area === 'designer-tab')
      options.survey.onAfterRenderQuestion.add((_, rendered) => {
        for (const input of rendered.htmlElement.querySelectorAll('input, textarea, [role="combobox"]')) {
          if (!input.hasAttribute('aria-label'))
            input.setAttribute('aria-label', rendered.question.title || rendered.question.name);
        }
      });
  });
  return creator;
}

/**
 * The SurveyJS Creator on one chunk (spec 2.11): designer, test and JSON tabs. `json` is loaded
 * when it differs from what the Creator last gave (another chunk, or a rename rewrote its logic);
 * the Creator's own changes are handed up through `events.onChange`.
 */
export function SurveyDesigner({
  chunk,
  json,
  events,
  select,
}: {
  /** Which chunk `json` is (type/subtype): another chunk is always loaded. */
  chunk: string;
  json: SurveyJson;
  events: DesignerEvents;
  /** A question to select once loaded (a Problems panel link). */
  select?: string | null;
}) {
  const [creator] = useState(createCreator);
  const loadedChunk = useRef<string | null>(null);
  const eventsRef = useRef(events);
  eventsRef.current = events;
  const shown = useRef<string | null>(null);
  /** Every JSON the Creator has handed up since the chunk was loaded. */
  const emitted = useRef(new Set<string>());
  const confirmedDelete = useRef<Base | null>(null);

  useEffect(() => {
    const emit = () => {
      const next = toChunkJson(creator.JSON as Record<string, unknown>);
      shown.current = JSON.stringify(next);
      emitted.current.add(shown.current);
      eventsRef.current.onChange(next);
    };
    const modified = (_: unknown, options: ModifiedEvent) => {
      emit();
      const target = options.target;
      if (options.type === 'PROPERTY_CHANGED' && options.name === 'name' && target?.isQuestion) {
        const from = options.oldValue;
        const to = options.newValue;
        if (typeof from === 'string' && typeof to === 'string' && from && from !== to)
          eventsRef.current.onRename(from, to);
      }
    };
    const deleting = (_: unknown, options: { element: Base; elementType: string; allow: boolean }) => {
      if (options.elementType !== 'question') return;
      if (confirmedDelete.current === options.element) {
        confirmedDelete.current = null;
        return;
      }
      const element = options.element;
      const proceed = () => {
        confirmedDelete.current = element;
        creator.deleteElement(element);
      };
      if (!eventsRef.current.onDeleting((element as Question).name, proceed)) options.allow = false;
    };
    const titleActions = (
      _: unknown,
      options: { element: Base; property: { name: string }; titleActions: unknown[] },
    ) => {
      if (options.property.name !== CUSTOM_LOGIC) return;
      const element = options.element;
      options.titleActions.push({
        id: 'edit-custom-logic',
        title: 'Edit logic',
        showTitle: true,
        action: () => eventsRef.current.onEditLogic(element),
      });
    };
    // The property grid names a link the address rule refuses as the admin types it.
    const addressError = (_: unknown, options: { propertyName: string; value: unknown; error: string }) => {
      if (typeof options.value !== 'string') return;
      const problem = propertyAddressProblem(options.propertyName, options.value);
      if (problem) options.error = problem;
    };
    creator.onModified.add(modified);
    creator.onElementDeleting.add(deleting);
    creator.onPropertyEditorUpdateTitleActions.add(titleActions);
    creator.onPropertyDisplayCustomError.add(addressError);
    return () => {
      creator.onModified.remove(modified);
      creator.onElementDeleting.remove(deleting);
      creator.onPropertyEditorUpdateTitleActions.remove(titleActions);
      creator.onPropertyDisplayCustomError.remove(addressError);
    };
  }, [creator]);

  useEffect(() => {
    const text = JSON.stringify(json);
    if (text === shown.current) return;
    // An autosave's round trip can hand back a state the Creator itself gave a moment ago, before
    // the author's latest change (a name being typed): loading it would undo that change. Only
    // another chunk or a change made outside the Creator (a rename's rewrite) is loaded.
    if (chunk === loadedChunk.current && emitted.current.has(text)) return;
    loadedChunk.current = chunk;
    emitted.current = new Set();
    shown.current = text;
    creator.JSON = json;
  }, [creator, json, chunk]);

  useEffect(() => {
    if (!select) return;
    const question = creator.survey.getQuestionByName(select);
    if (question) creator.selectElement(question);
  }, [creator, select]);

  return (
    <div style={{ height: '75vh', minHeight: 480 }}>
      <SurveyCreatorComponent creator={creator} />
    </div>
  );
}
