import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScenarioChanges, WhatIfQuestion } from '@tsr/contract';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuestionEditor } from './QuestionEditor';
import { answerChange, NO_CHANGES, withAnswer, withoutAnswer } from './scenario-changes';

/** One question edited as the screen edits it, the scenario's answers shown as sent. */
function Harness({ question }: { question: WhatIfQuestion }) {
  const [changes, setChanges] = useState<ScenarioChanges>(NO_CHANGES);
  const target = { partId: 'p', name: question.name, original: question.value };
  return (
    <>
      <QuestionEditor
        question={question}
        change={answerChange(changes, 'p', question.name)}
        onChange={(value) => setChanges((c) => withAnswer(c, target, value))}
        onReset={() => setChanges((c) => withoutAnswer(c, 'p', question.name))}
      />
      <output>{JSON.stringify(changes.answers.p ?? {})}</output>
    </>
  );
}

function edit(question: Partial<WhatIfQuestion> & Pick<WhatIfQuestion, 'type'>) {
  const full: WhatIfQuestion = { name: 'q', title: 'The question', choices: [], answer: [], ...question };
  const user = userEvent.setup();
  render(<Harness question={full} />);
  return {
    user,
    sent: () => JSON.parse(screen.getByRole('status').textContent ?? '{}') as Record<string, unknown>,
  };
}

const field = () => screen.getByLabelText('The question') as HTMLInputElement & HTMLSelectElement;
const chosen = () => field().selectedOptions[0]?.textContent;

describe('the editor of each kind of question', () => {
  it('offers a dropdown’s choices, keeping their values’ type, and No answer takes the answer away', async () => {
    const { user, sent } = edit({
      type: 'dropdown',
      choices: [
        { value: 1, text: 'One' },
        { value: 2, text: 'Two' },
      ],
      value: 1,
      answer: ['One'],
    });
    expect(chosen()).toBe('One');
    screen.getByText('In the report: One');
    await user.selectOptions(field(), 'Two');
    expect(sent()).toEqual({ q: 2 });
    screen.getByText('Changed');
    await user.selectOptions(field(), 'No answer');
    expect(sent()).toEqual({ q: null });
    await user.click(screen.getByRole('button', { name: 'Reset The question' }));
    expect(sent()).toEqual({});
    expect(chosen()).toBe('One');
  });

  it('asks a yes or no question with its own labels and sends true or false', async () => {
    const { user, sent } = edit({
      type: 'boolean',
      choices: [
        { value: true, text: 'Yes' },
        { value: false, text: 'No' },
      ],
      value: true,
      answer: ['Yes'],
    });
    await user.selectOptions(field(), 'No');
    expect(sent()).toEqual({ q: false });
    // Chosen again, the review's answer is no change.
    await user.selectOptions(field(), 'Yes');
    expect(sent()).toEqual({});
  });

  it('keeps an answer the question no longer offers, in the words the review gave it', async () => {
    const { user, sent } = edit({
      type: 'radiogroup',
      choices: [{ value: 'new', text: 'The new choice' }],
      value: 'old',
      answer: ['The old choice'],
    });
    expect(chosen()).toBe('The old choice');
    await user.selectOptions(field(), 'The new choice');
    expect(sent()).toEqual({ q: 'new' });
  });

  it('ticks and unticks a checkbox question’s choices, and its own None; none ticked takes the answer away', async () => {
    const { user, sent } = edit({
      type: 'checkbox',
      choices: [
        { value: 'a', text: 'Apples' },
        { value: 'b', text: 'Bananas' },
      ],
      value: ['none'],
      answer: ['None of these'],
    });
    const group = screen.getByRole('group', { name: 'The question' });
    expect(within(group).getByRole('checkbox', { name: 'None of these' })).toHaveProperty('checked', true);
    await user.click(within(group).getByRole('checkbox', { name: 'None of these' }));
    expect(sent()).toEqual({ q: null });
    await user.click(screen.getByRole('checkbox', { name: 'Bananas' }));
    await user.click(screen.getByRole('checkbox', { name: 'Apples' }));
    expect(sent()).toEqual({ q: ['b', 'a'] });
  });

  it('shows a date input’s answer as dd/mm/yyyy and sends what its date picker stores, yyyy-mm-dd', async () => {
    const { user, sent } = edit({
      type: 'text',
      inputType: 'date',
      value: '2015-01-01',
      answer: ['01/01/2015'],
    });
    expect(field().value).toBe('01/01/2015');
    await user.clear(field());
    await user.type(field(), '02/03');
    // Half typed: kept as typed, and sent as typed for the server to say what is wrong.
    expect(field().value).toBe('02/03');
    expect(sent()).toEqual({ q: '02/03' });
    await user.type(field(), '/2016');
    expect(sent()).toEqual({ q: '2016-03-02' });
    expect(field().value).toBe('02/03/2016');
  });

  it('takes a comment over several lines, and an emptied one takes the answer away', async () => {
    const { user, sent } = edit({ type: 'comment', value: 'First', answer: ['First'] });
    expect(field().tagName).toBe('TEXTAREA');
    await user.type(field(), '{Enter}second');
    expect(sent()).toEqual({ q: 'First\nsecond' });
    await user.clear(field());
    expect(sent()).toEqual({ q: null });
  });

  it('shows a question of a kind it cannot edit with its answer only', () => {
    edit({ type: 'matrix', value: { row: 'col' }, answer: ['row: col'] });
    screen.getByText('The question');
    screen.getByText('Answer: row: col (this kind of question cannot be changed here)');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
