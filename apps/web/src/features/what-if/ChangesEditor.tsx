import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ScenarioChanges, WhatIfQuestions } from '@tsr/contract';
import { type ReactNode, useMemo, useState } from 'react';
import { countOf } from '../../shared/count-words';
import { DatesEditor } from './DatesEditor';
import { QuestionEditor } from './QuestionEditor';
import { answerChange, withAnswer, withDate, withoutAnswer } from './scenario-changes';
import { structureEndDates } from './structure-dates';

interface ChangesEditorProps {
  questions: WhatIfQuestions;
  changes: ScenarioChanges;
  onChange: (changes: ScenarioChanges) => void;
}

const DATES = 'structure-dates';

/**
 * The scenario's changes (issue 33): the structure's end dates, and every part the review showed
 * with its questions, each part opened on demand; a search finds questions by their title in every
 * part at once.
 */
export function ChangesEditor({ questions, changes, onChange }: ChangesEditorProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [search, setSearch] = useState('');
  const endDates = useMemo(() => structureEndDates(questions.structure), [questions.structure]);
  const wanted = search.trim().toLowerCase();
  const searching = wanted !== '';
  const parts = questions.parts
    .map((part) => ({
      ...part,
      shown: searching
        ? part.questions.filter((q) => q.title.toLowerCase().includes(wanted))
        : part.questions,
    }))
    .filter((part) => part.shown.length > 0);
  const toggle = (id: string, expanded: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (expanded) next.add(id);
      else next.delete(id);
      return next;
    });
  const datesChanged = changes.dates.length;

  return (
    <Stack spacing={1}>
      <TextField
        type="search"
        label="Find a question"
        size="small"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        // The editor is Try's form: Enter in the search box finds, it does not score.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        helperText={
          searching
            ? `${countOf(sum(parts.map((p) => p.shown.length)), 'question')} found`
            : 'By its title, in every part'
        }
      />
      {!searching && (
        <Section
          title="Structure dates"
          changed={datesChanged}
          expanded={open.has(DATES)}
          onToggle={(expanded) => toggle(DATES, expanded)}
        >
          <DatesEditor
            entities={endDates}
            changes={changes}
            onChange={(date, typed) => onChange(withDate(changes, date.target, date.original, typed))}
          />
        </Section>
      )}
      {searching && parts.length === 0 && (
        <Typography role="status" color="text.secondary" sx={{ py: 1 }}>
          No question’s title has “{search.trim()}” in it.
        </Typography>
      )}
      {parts.map((part) => (
        <Section
          key={part.partId}
          title={part.title}
          changed={Object.keys(changes.answers[part.partId] ?? {}).length}
          expanded={searching || open.has(part.partId)}
          onToggle={(expanded) => toggle(part.partId, expanded)}
        >
          <Stack divider={<Divider flexItem />}>
            {part.shown.map((question) => (
              <QuestionEditor
                key={question.name}
                question={question}
                change={answerChange(changes, part.partId, question.name)}
                onChange={(value) =>
                  onChange(
                    withAnswer(
                      changes,
                      { partId: part.partId, name: question.name, original: question.value },
                      value,
                    ),
                  )
                }
                onReset={() => onChange(withoutAnswer(changes, part.partId, question.name))}
              />
            ))}
          </Stack>
        </Section>
      ))}
    </Stack>
  );
}

const sum = (counts: number[]) => counts.reduce((a, b) => a + b, 0);

/** A part (or the structure's dates) that opens on demand, saying how many of its answers the scenario changes. */
function Section({
  title,
  changed,
  expanded,
  onToggle,
  children,
}: {
  title: string;
  changed: number;
  expanded: boolean;
  onToggle: (expanded: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Accordion
      disableGutters
      variant="outlined"
      expanded={expanded}
      onChange={(_, next) => onToggle(next)}
      slotProps={{ heading: { component: 'h3' }, transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {changed > 0 && <Chip size="small" color="secondary" label={`${changed} changed`} />}
        </Stack>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>{children}</AccordionDetails>
    </Accordion>
  );
}
