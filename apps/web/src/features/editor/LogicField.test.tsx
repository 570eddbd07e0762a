import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { apiPath, routes } from '@tsr/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeTokens } from '../../api/auth-session';
import { fakeApi, json } from '../../test/fake-api';
import { CheckedHints, LogicField } from './LogicField';

describe('a logic field', () => {
  beforeEach(() => {
    storeTokens({ id_token: 'id-token-1', refresh_token: 'refresh-1', expires_in: 3600 });
    fakeApi({
      [`GET ${apiPath(routes.editorVocabulary)}`]: () =>
        json({ questions: [], definitions: [], functions: [], relations: [], loopKeys: [] }),
    });
  });

  it('draws a box round the text even while it is empty', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LogicField label="Logic" value="" onChange={() => {}} />
      </QueryClientProvider>,
    );
    const text = screen.getByRole('textbox', { name: 'Logic' });
    const box = text.closest('.cm-editor')?.parentElement?.parentElement;
    if (!box) throw new Error('the editor has no frame');
    const style = getComputedStyle(box);
    expect(style.borderStyle).toBe('solid');
    expect(style.borderWidth).toBe('1px');
  });

  it('shows what a correct logic reads as information, and its faults as a list at their place', () => {
    render(
      <CheckedHints
        label="Logic"
        hints={[
          {
            severity: 'info',
            code: 'reads',
            message: 'Reads {trustee_resident}',
            line: 1,
            column: 1,
            endLine: 1,
            endColumn: 25,
          },
        ]}
      />,
    );
    expect(screen.getByText('Reads {trustee_resident}')).toBeDefined();
    expect(screen.queryByRole('list', { name: 'Hints for Logic' })).toBeNull();
    expect(screen.queryByText(/^Line 1, column 1/)).toBeNull();
  });

  it('lists a fault at its line and column', () => {
    render(
      <CheckedHints
        label="Logic"
        hints={[
          {
            severity: 'error',
            code: 'unknown-question',
            message: "Unknown question 'truste_resident'",
            line: 1,
            column: 1,
            endLine: 1,
            endColumn: 18,
          },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Hints for Logic' });
    expect(within(list).getByText("Line 1, column 1: Unknown question 'truste_resident'")).toBeDefined();
  });
});
