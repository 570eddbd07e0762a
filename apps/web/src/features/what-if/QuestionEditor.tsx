import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WhatIfQuestion } from '@tsr/contract';
import { useId, useState } from 'react';
import { ChangeMark, changedSx, TitleLabel } from './EditorParts';
import {
  dateText,
  dateValue,
  editorKind,
  looksLikeDate,
  numberText,
  numberValue,
  plainText,
  plainValue,
} from './question-values';
import { sameAnswer } from './scenario-changes';

interface QuestionEditorProps {
  question: WhatIfQuestion;
  /** The scenario's answer when it changes the question; otherwise the review's is shown. */
  change: { changed: true; value: unknown } | { changed: false };
  onChange: (value: unknown) => void;
  onReset: () => void;
}

/** The review's answer in the words the user saw, for the line under each question. */
const answerInWords = (question: WhatIfQuestion) =>
  question.answer.length > 0 ? question.answer.join(', ') : 'No answer';

/**
 * One question of What if: an editor fitting its type with the review's answer under it, marked
 * when the scenario changes it, with Reset to give it the review's answer again. Questions of a
 * kind it cannot edit show the review's answer only.
 */
export function QuestionEditor({ question, change, onChange, onReset }: QuestionEditorProps) {
  const id = useId();
  const reportId = `${id}-report`;
  const value = change.changed ? change.value : question.value;
  const kind = editorKind(question);
  const editor = { id, describedBy: reportId, title: question.title, value, onChange };
  return (
    <Box sx={changedSx(change.changed)}>
      {kind === 'choice' && <ChoiceEditor {...editor} question={question} />}
      {kind === 'choices' && <ChoicesEditor {...editor} question={question} />}
      {kind === 'number' && (
        <TextAnswer {...editor} toText={numberText} fromText={numberValue} inputMode="decimal" />
      )}
      {kind === 'date' && (
        <TextAnswer {...editor} toText={dateText} fromText={dateValue} placeholder="dd/mm/yyyy" />
      )}
      {kind === 'text' && (
        <TextAnswer
          {...editor}
          toText={plainText}
          fromText={plainValue}
          // The pack's dates are texts typed through a dd/mm/yyyy mask: say the form when the answer has it.
          placeholder={looksLikeDate(question.value) ? 'dd/mm/yyyy' : undefined}
        />
      )}
      {kind === 'comment' && <TextAnswer {...editor} toText={plainText} fromText={plainValue} multiline />}
      {kind === 'readOnly' && (
        <Typography component="p" sx={{ fontWeight: 600 }}>
          {question.title}
        </Typography>
      )}
      <Stack
        direction="row"
        spacing={1}
        sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
      >
        <Typography id={reportId} variant="body2" color="text.secondary">
          {kind === 'readOnly'
            ? `Answer: ${answerInWords(question)} (this kind of question cannot be changed here)`
            : `In the report: ${answerInWords(question)}`}
        </Typography>
        {change.changed && <ChangeMark name={question.title} onReset={onReset} />}
      </Stack>
    </Box>
  );
}

interface EditorProps {
  id: string;
  describedBy: string;
  title: string;
  value: unknown;
  onChange: (value: unknown) => void;
}

const NO_ANSWER = '';
const OFF_LIST = 'current';

/**
 * One of the choices offered (a radio group, a dropdown, yes or no) as a native select: its
 * options' values are their places in the list, so numbers and booleans keep their type.
 */
function ChoiceEditor({
  id,
  describedBy,
  title,
  value,
  onChange,
  question,
}: EditorProps & { question: WhatIfQuestion }) {
  const at = question.choices.findIndex((choice) => sameAnswer(choice.value, value));
  const empty = value === undefined || value === null || value === '';
  // An answer the question no longer offers (or one of SurveyJS's own items) stays selectable as it is.
  const offList = !empty && at === -1;
  const selected = empty ? NO_ANSWER : offList ? OFF_LIST : String(at);
  return (
    <>
      <TitleLabel id={id} title={title} />
      <TextField
        select
        id={id}
        size="small"
        fullWidth
        value={selected}
        onChange={(event) => {
          const next = event.target.value;
          if (next === OFF_LIST) return;
          onChange(next === NO_ANSWER ? null : question.choices[Number(next)]?.value);
        }}
        slotProps={{ select: { native: true }, htmlInput: { 'aria-describedby': describedBy } }}
      >
        <option value={NO_ANSWER}>No answer</option>
        {question.choices.map((choice, i) => (
          <option key={String(JSON.stringify(choice.value))} value={String(i)}>
            {choice.text}
          </option>
        ))}
        {offList && <option value={OFF_LIST}>{offListText(question, value)}</option>}
      </TextField>
    </>
  );
}

/** An answer not among the choices, in the review's words when it is the review's answer. */
function offListText(question: WhatIfQuestion, value: unknown): string {
  return sameAnswer(value, question.value) && question.answer.length > 0
    ? question.answer.join(', ')
    : String(value);
}

/** Several of the choices offered (a checkbox question): a box each; none ticked takes the answer away. */
function ChoicesEditor({
  id,
  describedBy,
  title,
  value,
  onChange,
  question,
}: EditorProps & { question: WhatIfQuestion }) {
  const ticked = Array.isArray(value) ? (value as unknown[]) : [];
  const isTicked = (item: unknown) => ticked.some((t) => sameAnswer(t, item));
  // Items of the answer the question does not list (SurveyJS's own None, say), with the review's words for them.
  const reviewItems = Array.isArray(question.value) ? (question.value as unknown[]) : [];
  const extras = [...reviewItems, ...ticked]
    .filter((item, i, all) => all.findIndex((other) => sameAnswer(other, item)) === i)
    .filter((item) => !question.choices.some((choice) => sameAnswer(choice.value, item)))
    .map((item) => {
      const at = reviewItems.findIndex((r) => sameAnswer(r, item));
      return { value: item, text: question.answer[at] ?? String(item) };
    });
  const toggle = (item: unknown, checked: boolean) =>
    onChange(checked ? [...ticked, item] : ticked.filter((t) => !sameAnswer(t, item)));
  return (
    <Box component="fieldset" aria-describedby={describedBy} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" id={id} sx={{ fontWeight: 600, mb: 0.5, p: 0 }}>
        {title}
      </Typography>
      <FormGroup>
        {[...question.choices, ...extras].map((choice) => (
          <FormControlLabel
            key={String(JSON.stringify(choice.value))}
            control={
              <Checkbox
                size="small"
                checked={isTicked(choice.value)}
                onChange={(event) => toggle(choice.value, event.target.checked)}
              />
            }
            label={choice.text}
          />
        ))}
      </FormGroup>
    </Box>
  );
}

interface TextAnswerProps extends EditorProps {
  toText: (value: unknown) => string;
  fromText: (text: string) => unknown;
  multiline?: boolean;
  placeholder?: string | undefined;
  inputMode?: 'decimal';
}

/**
 * A typed answer. The field keeps what the user types ("1." on the way to "1.5", a date half
 * typed) while it reads as the scenario's answer; when the answer changes from elsewhere (Reset,
 * a scenario opened), the field shows that answer instead.
 */
function TextAnswer({
  id,
  describedBy,
  title,
  value,
  onChange,
  toText,
  fromText,
  multiline = false,
  placeholder,
  inputMode,
}: TextAnswerProps) {
  const [typed, setTyped] = useState(() => toText(value));
  const shown = sameAnswer(fromText(typed), value) ? typed : toText(value);
  return (
    <>
      <TitleLabel id={id} title={title} />
      <TextField
        id={id}
        size="small"
        fullWidth
        multiline={multiline}
        minRows={multiline ? 2 : undefined}
        value={shown}
        placeholder={placeholder}
        onChange={(event) => {
          setTyped(event.target.value);
          onChange(fromText(event.target.value));
        }}
        slotProps={{ htmlInput: { 'aria-describedby': describedBy, inputMode } }}
      />
    </>
  );
}
