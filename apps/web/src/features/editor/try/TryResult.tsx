import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TryPlace, TryResponse, TryRuleResult } from '@tsr/contract';

const BASELINES: Record<TryRuleResult['baseline'], string> = {
  published: 'the published version of this rule',
  without: 'the draft without this rule (the published version has none)',
};

/** What a rule tried changes: the cell it feeds and the report's score, before and after. */
function RuleChange({ rule }: { rule: TryRuleResult }) {
  const { cell, cellBefore, cellAfter } = rule;
  return (
    <Stack spacing={0.5} component="section" aria-label="The cell it feeds">
      <Typography>
        Feeds the cell <strong>{`${cell.rowGroup} / ${cell.row} / ${cell.column}`}</strong> (
        {rule.path.join(' › ')}).
      </Typography>
      <Typography>
        {`Cell score: ${cellBefore.score} (${cellBefore.band}) → ${cellAfter.score} (${cellAfter.band})`}
      </Typography>
      <Typography>{`Report score: ${rule.scoreBefore} → ${rule.scoreAfter}`}</Typography>
      <Typography variant="body2" color="text.secondary">
        Before is {BASELINES[rule.baseline]}; after is the rule as in the form.
      </Typography>
    </Stack>
  );
}

function Answers({ place }: { place: TryPlace }) {
  if (place.answers.length === 0) return <Typography variant="body2">No answers read</Typography>;
  return (
    <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
      {place.answers.map((answer) => (
        <li key={`${answer.question}|${answer.subject}`}>
          {answer.statement ?? `${answer.question} (${answer.subject}): ${answer.answer}`}
        </li>
      ))}
    </ul>
  );
}

/** A try's outcome: its summary, the rule's cell, and every place with the answers read there. */
export function TryResult({ result }: { result: TryResponse }) {
  const isRule = result.rule !== undefined;
  return (
    <Stack spacing={2}>
      <Typography>
        <strong>{result.item}</strong> on <strong>{result.target}</strong>: {result.summary}
      </Typography>
      {result.rule && <RuleChange rule={result.rule} />}
      {result.places.length > 0 && (
        <Table size="small" aria-label="Where it was evaluated">
          <TableHead>
            <TableRow>
              <TableCell>Where</TableCell>
              <TableCell>{isRule ? 'Fires' : 'Value'}</TableCell>
              <TableCell>Answers read</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.places.map((place) => (
              <TableRow key={`${place.entityId}|${place.loopInstance ?? ''}`}>
                <TableCell>{place.where}</TableCell>
                <TableCell>
                  {isRule ? (place.holds ? 'Fires' : 'Does not fire') : place.value}
                  {place.reason && (
                    <Typography variant="body2" color="text.secondary">
                      {place.reason}
                    </Typography>
                  )}
                  {place.problems.map((problem) => (
                    <Typography key={problem} variant="body2" color="error">
                      {problem}
                    </Typography>
                  ))}
                </TableCell>
                <TableCell>
                  <Answers place={place} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
