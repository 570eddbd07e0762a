import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  type ChangesSinceReview,
  type RiskChange,
  shownScore,
  REPORT_CHANGES_TEXTS as T,
} from '@tsr/contract';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { ScrollableTable } from '../shell/ScrollableTable';
import { fetchChanges, reportKeys } from './report-api';
import { reviewedDate } from './report-format';

const HEADING_ID = 'changes-heading';

function SubHeading({ id, children }: { id: string; children: string }) {
  return (
    <Typography variant="h3" id={id} sx={{ fontSize: '1.15rem', fontWeight: 600, mt: 3, mb: 1 }}>
      {children}
    </Typography>
  );
}

/** Risks under their heading with their count, each in the report's words; "None." when there are none. */
function RiskList({
  id,
  heading,
  risks,
  note,
}: {
  id: string;
  heading: string;
  risks: readonly RiskChange[];
  note?: string | undefined;
}) {
  return (
    <>
      <SubHeading id={id}>{heading}</SubHeading>
      {note && <Typography sx={{ mb: 1 }}>{note}</Typography>}
      {risks.length === 0 ? (
        <Typography color="text.secondary">{T.none}</Typography>
      ) : (
        <Box component="ul" aria-labelledby={id} sx={{ my: 0, pl: 3 }}>
          {risks.map((risk) => (
            <li key={`${risk.selector.entityId}|${risk.selector.responseId}`}>
              {T.risk(risk)}
              {risk.resolvedLastTime && (
                <Chip size="small" color="warning" label={T.resolvedLastTime} sx={{ ml: 1, my: 0.25 }} />
              )}
            </li>
          ))}
        </Box>
      )}
    </>
  );
}

function Changes({ changes }: { changes: ChangesSinceReview }) {
  const date = reviewedDate(changes.previous.submittedAt);
  const again = changes.unchangedRisks.filter((r) => r.resolvedLastTime).length;
  return (
    <Box component="section" aria-labelledby={HEADING_ID}>
      <Typography variant="h2" id={HEADING_ID} sx={{ mt: 4, mb: 1 }}>
        {T.heading(date)}
      </Typography>
      <Link component={RouterLink} to={`/review/${changes.previous.reviewId}/report`}>
        {T.open(date)}
      </Link>
      <Table size="small" aria-label={T.score} sx={{ mt: 2, width: 'auto' }}>
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell>{T.before}</TableCell>
            <TableCell>{T.after}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell component="th" scope="row">
              {T.score}
            </TableCell>
            <TableCell>{shownScore(changes.scoreBefore)}</TableCell>
            <TableCell>{shownScore(changes.scoreAfter)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>

      <SubHeading id="changes-cells">{T.cells}</SubHeading>
      {changes.cells.length === 0 ? (
        <Typography color="text.secondary">{T.noCells}</Typography>
      ) : (
        <ScrollableTable label={T.cells}>
          <Table size="small" aria-labelledby="changes-cells">
            <TableHead>
              <TableRow>
                <TableCell>{T.row}</TableCell>
                <TableCell>{T.tax}</TableCell>
                <TableCell>{T.before}</TableCell>
                <TableCell>{T.after}</TableCell>
                <TableCell>{T.change}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {changes.cells.map((cell) => (
                <TableRow key={`${cell.rowId}|${cell.column}`}>
                  <TableCell component="th" scope="row">
                    {cell.rowGroup}: {cell.row}
                  </TableCell>
                  <TableCell>{cell.column}</TableCell>
                  <TableCell>{T.cellScore(cell.before)}</TableCell>
                  <TableCell>{T.cellScore(cell.after)}</TableCell>
                  <TableCell>{T.direction[cell.direction]}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollableTable>
      )}

      <RiskList id="changes-new" heading={T.newRisks(changes.newRisks.length)} risks={changes.newRisks} />
      <RiskList id="changes-gone" heading={T.goneRisks(changes.goneRisks.length)} risks={changes.goneRisks} />
      <RiskList
        id="changes-unchanged"
        heading={T.unchangedRisks(changes.unchangedRisks.length)}
        risks={changes.unchangedRisks}
        note={again > 0 ? T.resolvedAgainCount(again) : undefined}
      />
    </Box>
  );
}

/**
 * What changed since the previous review of the same saved structure (docs/scoring.md), as the PDF
 * shows it too: the score then and now, the risk table's cells that went up or down, and the risks
 * new, gone and still present, those resolved last time and present again marked. Read apart from
 * the summary, after the first paint; nothing is shown for a structure's first review.
 */
export function ChangesSinceLastReview({ reviewId }: { reviewId: string }) {
  const changes = useQuery({ queryKey: reportKeys.changes(reviewId), queryFn: () => fetchChanges(reviewId) });
  if (changes.isError)
    return (
      <Alert severity="error" sx={{ mt: 4 }}>
        {errorMessage(changes.error)}
      </Alert>
    );
  return changes.data?.changes ? <Changes changes={changes.data.changes} /> : null;
}
