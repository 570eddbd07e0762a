import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  type Explanation,
  type RiskReason,
  reasonKey,
  type SurveyStructure,
  RISK_EXPLANATION_TEXTS as T,
} from '@tsr/contract';
import { useMemo } from 'react';
import { useViewer } from '../viewer/useViewer';
import { isAdmin } from '../viewer/viewer';
import { readValue } from './report-format';
import { ScoreChip } from './ScoreChip';
import { subjectName } from './subject-names';

/** The engine's own record of a rule: its id, logic and every read, for administrators only. */
function TechnicalDetails({
  explanation: e,
  structure,
}: {
  explanation: Explanation;
  structure: SurveyStructure;
}) {
  return (
    // Under the rule's h4, so its heading is an h5 (MUI's default is h3).
    <Accordion disableGutters variant="outlined" sx={{ mt: 1 }} slotProps={{ heading: { component: 'h5' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="body2">{T.technical}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography variant="body2">Rule {e.ruleId}</Typography>
        <Box
          component="pre"
          aria-label="Logic"
          sx={{
            fontFamily: 'monospace',
            fontSize: '0.85rem',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            bgcolor: 'grey.50',
            p: 1,
            borderRadius: 1,
            my: 1,
          }}
        >
          {e.logic}
        </Box>
        {e.reads.length > 0 && (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={`Answers read by ${e.ruleId}`}>
              <TableHead>
                <TableRow>
                  <TableCell>Question</TableCell>
                  <TableCell>Subject</TableCell>
                  <TableCell>Answer</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {e.reads.map((read, i) => (
                  // The same question may be read twice (subgroup and rule logic); order is meaningful.
                  // biome-ignore lint/suspicious/noArrayIndexKey: reads are a fixed list in evaluation order
                  <TableRow key={i}>
                    <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                      {read.question}
                    </TableCell>
                    <TableCell>{subjectName(structure, read.entityId)}</TableCell>
                    <TableCell>{readValue(read.value)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * Why a risk was raised, in the customer's words (issue 9): per rule that fired, the finding, where
 * it was found, the law it cites and "because you answered" with each question as asked and the
 * answer as chosen (the server's `reasons`). The logic and ids are folded away for administrators.
 */
export function ExplanationList({
  explanations,
  structure,
  reasons,
}: {
  explanations: readonly Explanation[];
  structure: SurveyStructure;
  reasons: readonly RiskReason[] | undefined;
}) {
  const admin = isAdmin(useViewer());
  const byKey = useMemo(() => new Map((reasons ?? []).map((r) => [reasonKey(r), r])), [reasons]);
  return (
    <Stack spacing={2}>
      {explanations.map((e) => {
        const reason = byKey.get(reasonKey(e));
        const where = e.loopInstance
          ? `${subjectName(structure, e.entityId)}, for ${subjectName(structure, e.loopInstance)}`
          : subjectName(structure, e.entityId);
        return (
          <Box
            key={reasonKey(e)}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, overflowWrap: 'anywhere' }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
              <Typography component="h4" sx={{ fontWeight: 600 }}>
                {e.ruleName}
              </Typography>
              <ScoreChip score={e.score} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {T.foundOn} {reason?.subject ?? where}
            </Typography>
            {e.context && (
              <Typography variant="body2">
                {T.law}: {e.context}
              </Typography>
            )}
            {reason && reason.answers.length > 0 && (
              <>
                <Typography variant="body2" sx={{ fontWeight: 600, mt: 1 }}>
                  {T.because}
                </Typography>
                <Box
                  component="ul"
                  aria-label={`${T.because}: ${e.ruleName}`}
                  sx={{ my: 0.5, pl: 2.5, typography: 'body2' }}
                >
                  {reason.answers.map((answer) => (
                    <li key={`${answer.question}|${answer.subject}`}>
                      {answer.question}{' '}
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        ({answer.subject})
                      </Box>
                      : <strong>{answer.answer}</strong>
                    </li>
                  ))}
                </Box>
              </>
            )}
            {reason && reason.answers.length === 0 && (
              <Typography variant="body2" sx={{ fontStyle: 'italic', mt: 1 }}>
                {T.noAnswers}
              </Typography>
            )}
            {admin && <TechnicalDetails explanation={e} structure={structure} />}
          </Box>
        );
      })}
    </Stack>
  );
}
