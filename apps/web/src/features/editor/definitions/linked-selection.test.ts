import { DEFINITION_MESSAGES } from '@tsr/domain/editor';
import { describe, expect, it } from 'vitest';
import { sampleDraft } from '../editor-fixtures';
import { linkedSelection } from './linked-selection';

describe('opening the definition editor from a link', () => {
  const content = sampleDraft();

  it('opens the group that lists a linked definition', () => {
    expect(linkedSelection(content, null, 'offshore')).toEqual({
      selection: { group: 'Trustees', definition: 'offshore' },
      error: null,
    });
  });

  it('says No group "{group}" found for a group that is not there, and opens nothing', () => {
    expect(linkedSelection(content, 'Ghosts', 'offshore')).toEqual({
      selection: { group: null, definition: null },
      error: 'No group "Ghosts" found',
    });
  });

  it('says No definition "{id}" found for a definition that is not there, and opens its group only', () => {
    expect(linkedSelection(content, 'Trustees', 'gone')).toEqual({
      selection: { group: 'Trustees', definition: null },
      error: DEFINITION_MESSAGES.noDefinition('gone'),
    });
  });
});
