import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Explanation, SurveyStructure } from '@tsr/contract';
import { readValue } from './report-format';
import { ScoreChip } from './ScoreChip';
import { subjectName } from './subject-names';

/**
 * Why a risk was raised (docs/scoring.md, explanations): each rule that fired, with its logic,
 * score, the entity and loop instance it ran on, and every answer its logic read.
 */
export function ExplanationList({
  explanations,
  structure,
}: {
  explanations: readonly Explanation[];
  structure: SurveyStructure;
}) {
  return (
    <Stack spacing={2}>
      {explanations.map((e) => (
        <Box
          key={`${e.ruleId}|${e.entityId}|${e.loopInstance ?? ''}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
            <Typography sx={{ fontWeight: 600 }}>Rule {e.ruleName}</Typography>
            <ScoreChip score={e.score} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            On {subjectName(structure, e.entityId)}
            {e.loopInstance ? `, for ${subjectName(structure, e.loopInstance)}` : ''}
            {e.context ? ` · ${e.context}` : ''}
          </Typography>
          <Box
            component="pre"
            aria-label="Logic"
            sx={{
              fontFamily: 'monospace',
              fontSize: '0.85rem',
              whiteSpace: 'pre-wrap',
              bgcolor: 'grey.50',
              p: 1,
              borderRadius: 1,
              my: 1,
            }}
          >
            {e.logic}
          </Box>
          {e.reads.length > 0 && (
            <Table size="small" aria-label={`Answers read by ${e.ruleName}`}>
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
                    <TableCell sx={{ fontFamily: 'monospace' }}>{read.question}</TableCell>
                    <TableCell>{subjectName(structure, read.entityId)}</TableCell>
                    <TableCell
                      sx={read.value === undefined ? { color: 'text.secondary', fontStyle: 'italic' } : {}}
                    >
                      {readValue(read.value)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Box>
      ))}
    </Stack>
  );
}
