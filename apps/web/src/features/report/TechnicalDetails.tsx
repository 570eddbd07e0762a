import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type Explanation, type SurveyStructure, RISK_EXPLANATION_TEXTS as T } from '@tsr/contract';
import { readValue } from './report-format';
import { subjectName } from './subject-names';

/** The engine's own record of a rule: its id, logic and every read, for administrators only. */
export default function TechnicalDetails({
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
