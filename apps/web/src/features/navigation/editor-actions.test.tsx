import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import {
  type EditorActionHandlers,
  EditorActions,
  EditorActionsProvider,
  EditorToolbarActions,
  useEditorActions,
  useSaveShortcut,
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

describe("Save and Publish in the editor's own toolbar, and Ctrl+S", () => {
  function Editor({ handlers }: { handlers: EditorActionHandlers }) {
    useEditorActions(handlers);
    useSaveShortcut();
    return <EditorToolbarActions />;
  }

  const handlers = (): EditorActionHandlers => ({
    save: vi.fn(async () => 'Success'),
    publish: vi.fn(async () => 'Published version 5'),
  });

  it('run the same actions as the navigation, the outcome shown where they were pressed', async () => {
    const open = handlers();
    render(
      <EditorActionsProvider>
        <nav aria-label="Main">
          <EditorActions />
        </nav>
        <main>
          <Editor handlers={open} />
        </main>
      </EditorActionsProvider>,
    );
    const user = userEvent.setup();
    const main = within(screen.getByRole('main'));
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    await user.click(main.getByRole('button', { name: 'Save draft' }));
    expect(open.save).toHaveBeenCalledOnce();
    expect(main.getByRole('status').textContent).toBe('Success');
    expect(nav.getByRole('status').textContent).toBe('');
    const publish = main.getByRole('button', { name: 'Publish draft' });
    expect(document.getElementById(publish.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      "Publish draft makes the saved draft of every editor the survey's new version: reviews started from then on use it, while reviews already started keep their version until an administrator updates them.",
    );
    await user.click(publish);
    expect(open.publish).toHaveBeenCalledOnce();
    expect(main.getByRole('status').textContent).toBe('Published version 5');
    await user.click(nav.getByRole('button', { name: 'Save' }));
    expect(open.save).toHaveBeenCalledTimes(2);
    expect(nav.getByRole('status').textContent).toBe('Success');
    expect(main.getByRole('status').textContent).toBe('');
  });

  it('saves on Ctrl+S and Cmd+S, even from a text field, instead of the browser saving the page', async () => {
    const open = handlers();
    render(
      <EditorActionsProvider>
        <Editor handlers={open} />
        <input aria-label="Rule name" />
      </EditorActionsProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Rule name' }));
    const ctrlS = new KeyboardEvent('keydown', { key: 's', ctrlKey: true, bubbles: true, cancelable: true });
    screen.getByRole('textbox', { name: 'Rule name' }).dispatchEvent(ctrlS);
    expect(ctrlS.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(open.save).toHaveBeenCalledOnce());
    expect(await screen.findByText('Success')).toBeDefined();
    await user.keyboard('{Meta>}s{/Meta}');
    await vi.waitFor(() => expect(open.save).toHaveBeenCalledTimes(2));
    // A plain s is typed, not a save.
    await user.keyboard('s');
    expect(open.save).toHaveBeenCalledTimes(2);
  });

  it('does not save twice when Ctrl+S is pressed again while a save is on its way', async () => {
    let finish: (text: string) => void = () => {};
    const open: EditorActionHandlers = {
      save: vi.fn(() => new Promise<string>((resolve) => (finish = resolve))),
      publish: vi.fn(async () => undefined),
    };
    render(
      <EditorActionsProvider>
        <Editor handlers={open} />
      </EditorActionsProvider>,
    );
    const user = userEvent.setup();
    await user.keyboard('{Control>}s{/Control}');
    await user.keyboard('{Control>}s{/Control}');
    expect(open.save).toHaveBeenCalledOnce();
    expect((screen.getByRole('button', { name: 'Save draft' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => finish('Success'));
    expect(await screen.findByText('Success')).toBeDefined();
  });
});
