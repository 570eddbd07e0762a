import {
  routes,
  type SurveyContent,
  type TryItem,
  type TryRequest,
  type TryResponse,
  type TryTargets,
} from '@tsr/contract';
import { call } from '../../../api/client';
import type { Section } from '../draft-sections';

/** The golden structures Try it runs on (the publish gate's). */
export const tryTargets = (): Promise<TryTargets> => call(routes.editorTryTargets);

/** The sections Try it sends: those the editor holds unsaved (the server reads the rest as saved). */
const SENT = ['rules', 'responses', 'definitions'] as const;

export function tryItem(
  item: TryItem,
  target: TryRequest['target'],
  content: SurveyContent,
  unsaved: readonly Section[],
): Promise<TryResponse> {
  const sections: NonNullable<TryRequest['sections']> = {};
  for (const section of SENT)
    if (unsaved.includes(section)) Object.assign(sections, { [section]: content[section] });
  return call(routes.editorTry, { body: { item, target, sections } });
}
