import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import {
  type EditorActionHandlers,
  EditorActions,
  EditorActionsProvider,
  useEditorActions,
} from './editor-actions';

function OpenEditor({ handlers }: { handlers: EditorActionHandlers }) {
  useEditorActions(handlers);
  return null;
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe("the admins' Save and Publish buttons", () => {
  it('are disabled while no editor is open', () => {
    render(
      <EditorActionsProvider>
        <EditorActions />
      </EditorActionsProvider>,
    );
    expect(button('Save').disabled).toBe(true);
    expect(button('Publish').disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Open an editor to save or publish.');
  });

  it("run the open editor's save and publish and show the outcome beside them", async () => {
    const handlers: EditorActionHandlers = {
      save: vi.fn(async () => undefined),
      publish: vi.fn(async () => {
        throw new ApiError({ status: 400, message: 'No changes to save' });
      }),
    };
    render(
      <EditorActionsProvider>
        <OpenEditor handlers={handlers} />
        <EditorActions />
      </EditorActionsProvider>,
    );
    const user = userEvent.setup();
    await user.click(button('Save'));
    expect(handlers.save).toHaveBeenCalledOnce();
    expect(screen.getByRole('status').textContent).toBe('Success');
    await user.click(button('Publish'));
    expect(handlers.publish).toHaveBeenCalledOnce();
    expect(screen.getByRole('status').textContent).toBe('No changes to save');
  });

  it("show the editor's own outcome text, such as 'No changes to save' when nothing changed", async () => {
    const handlers: EditorActionHandlers = {
      save: vi.fn(async () => 'No changes to save'),
      publish: vi.fn(async () => 'Published version 4'),
    };
    render(
      <EditorActionsProvider>
        <OpenEditor handlers={handlers} />
        <EditorActions />
      </EditorActionsProvider>,
    );
    const user = userEvent.setup();
    await user.click(button('Save'));
    expect(screen.getByRole('status').textContent).toBe('No changes to save');
    await user.click(button('Publish'));
    expect(screen.getByRole('status').textContent).toBe('Published version 4');
  });
});
