import { type Base, Serializer } from 'survey-core';
import { PropertyGridEditorCollection } from 'survey-creator-core';

/**
 * Our `customLogic` (docs/questionnaire.md): a logic text the server evaluates to offer a
 * question, page or choice. SurveyJS does not know it, so without this the Creator would drop it
 * from the JSON it gives back; registered, it is kept and shown in the property grid.
 */
export const CUSTOM_LOGIC = 'customLogic';
const PROPERTY_TYPE = 'customlogic';
const CLASSES = ['question', 'page', 'itemvalue'] as const;

let registered = false;

/** Once per page: Serializer and the property grid's editors are global to SurveyJS. */
export function registerCustomLogic(): void {
  if (registered) return;
  registered = true;
  for (const className of CLASSES)
    if (!Serializer.findProperty(className, CUSTOM_LOGIC))
      Serializer.addProperty(className, {
        name: CUSTOM_LOGIC,
        type: PROPERTY_TYPE,
        category: 'logic',
        visibleIndex: 0,
        displayName: 'Custom logic',
      });
  // A plain text box in the grid; its title action opens the logic field in a dialog.
  PropertyGridEditorCollection.register({
    fit: (prop) => prop.type === PROPERTY_TYPE,
    getJSON: () => ({ type: 'comment', rows: 2, allowResize: true }),
  });
}

export function customLogicOf(element: Base): string {
  const value = element.getPropertyValue(CUSTOM_LOGIC);
  return typeof value === 'string' ? value : '';
}

export function setCustomLogic(element: Base, text: string): void {
  // An empty condition is no condition: the property goes rather than staying as ''.
  element.setPropertyValue(CUSTOM_LOGIC, text.trim() === '' ? undefined : text);
}
