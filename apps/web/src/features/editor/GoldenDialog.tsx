import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CoverageSection } from './CoverageSection';
import { belowThreshold, type GoldenComparison } from './golden';
import { InProgressSection } from './InProgressSection';

const show = (value: number | null) => (value === null ? '-' : String(value));

/**
 * The golden structures' results, published against draft, case by case: the overall score,
 * every table cell that changes, and every cause whose findings change (how an author tests a
 * rule's cause, docs/scoring.md); beside them the rules' coverage by the golden structures and its
 * threshold, and the reviews in progress whose questions change (issue 34). With `onConfirm` it
 * gates Publish (an explicit confirmation, and below the threshold a second one naming the
 * uncovered rules); without, it is the comparison on its own.
 */
export function GoldenDialog({
  comparison,
  onClose,
  onConfirm,
}: {
  comparison: GoldenComparison;
  onClose: () => void;
  onConfirm?: () => void;
}) {
  const changedCases = comparison.cases.filter(
    (one) => one.cells.length > 0 || one.causes.length > 0 || one.publishedScore !== one.draftScore,
  );
  const { coverage } = comparison;
  // The threshold as this dialog last saved it: the gate follows it at once.
  const [threshold, setThreshold] = useState(coverage.threshold);
  const [uncoveredConfirmed, setUncoveredConfirmed] = useState(false);
  const below = belowThreshold(coverage.overall.fired, coverage.overall.rules, threshold);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="golden-title">
      <DialogTitle id="golden-title">Golden structures: published against draft</DialogTitle>
      <DialogContent>
        {!comparison.changed && (
          <Typography>No golden result changes: every case scores as the published version does.</Typography>
        )}
        {comparison.changed && onConfirm && (
          <Typography sx={{ mb: 2 }}>
            Publishing changes the results of {changedCases.length} golden structure
            {changedCases.length === 1 ? '' : 's'}. Check the changes below before you confirm.
          </Typography>
        )}
        {changedCases.map((one) => (
          <section key={one.name} aria-label={one.name}>
            <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', mt: 2 }}>
              {one.name}
            </Typography>
            <Typography>
              Score: {one.publishedScore} published, {one.draftScore} draft
            </Typography>
            {one.cells.length > 0 && (
              <Table size="small" aria-label={`Changed cells of ${one.name}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Row</TableCell>
                    <TableCell>Column</TableCell>
                    <TableCell>Published</TableCell>
                    <TableCell>Draft</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {one.cells.map((cell) => (
                    <TableRow key={`${cell.row}|${cell.column}`}>
                      <TableCell>{cell.row}</TableCell>
                      <TableCell>{cell.column}</TableCell>
                      <TableCell>{show(cell.published)}</TableCell>
                      <TableCell>{show(cell.draft)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
            {one.causes.length > 0 && (
              <Table size="small" aria-label={`Changed causes of ${one.name}`} sx={{ mt: 1 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>Cause</TableCell>
                    <TableCell>Findings published</TableCell>
                    <TableCell>Findings draft</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {one.causes.map((cause) => (
                    <TableRow key={cause.text}>
                      <TableCell>{cause.text}</TableCell>
                      <TableCell>{show(cause.published)}</TableCell>
                      <TableCell>{show(cause.draft)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </section>
        ))}
        <CoverageSection
          coverage={coverage}
          threshold={threshold}
          below={below}
          onThresholdSaved={setThreshold}
          confirm={onConfirm && { checked: uncoveredConfirmed, onChange: setUncoveredConfirmed }}
        />
        <InProgressSection versions={comparison.inProgress} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{onConfirm ? 'Cancel' : 'Close'}</Button>
        {onConfirm && (
          <Button
            variant="contained"
            color="warning"
            onClick={onConfirm}
            disabled={below && !uncoveredConfirmed}
          >
            Publish with these changes
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
