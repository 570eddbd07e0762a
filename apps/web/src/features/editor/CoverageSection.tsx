import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { countOf } from '../../shared/count-words';
import type { CoverageShare, GoldenCoverage } from './golden';
import { saveSiteSettings } from './site-settings-api';

function SharesTable({
  label,
  heading,
  shares,
}: {
  label: string;
  heading: string;
  shares: CoverageShare[];
}) {
  return (
    <Table size="small" aria-label={label} sx={{ mt: 1 }}>
      <TableHead>
        <TableRow>
          <TableCell>{heading}</TableCell>
          <TableCell align="right">Rules</TableCell>
          <TableCell align="right">Fired</TableCell>
          <TableCell align="right">Share</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {shares.map((share) => (
          <TableRow key={share.name}>
            <TableCell>{share.name}</TableCell>
            <TableCell align="right">{share.rules}</TableCell>
            <TableCell align="right">{share.fired}</TableCell>
            <TableCell align="right">{share.percent}%</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const WHOLE_PERCENT = /^(100|[1-9]?\d)$/;

/**
 * The provider's coverage threshold, set where its effect is read: beside the coverage it is held
 * against (a site setting, PUT /api/settings; 0 is off).
 */
function ThresholdField({ threshold, onSaved }: { threshold: number; onSaved: (threshold: number) => void }) {
  const [text, setText] = useState(String(threshold));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const typed = text.trim();
    if (!WHOLE_PERCENT.test(typed)) {
      setError('A whole percentage from 0 to 100.');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      onSaved((await saveSiteSettings({ coverageThreshold: Number(typed) })).coverageThreshold);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label="Coverage threshold (%)"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error !== null}
        helperText={
          error ??
          'For every publish; 0 is off. Below it, Publish asks you to confirm the rules no golden structure fires.'
        }
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ maxWidth: 420 }}
      />
      <Button variant="outlined" onClick={save} disabled={saving || text.trim() === String(threshold)}>
        Save threshold
      </Button>
    </Stack>
  );
}

/**
 * Which rules the golden structures fire (issue 34): the share fired at least once overall, per
 * category and per tax head, the rules none fires by title and place, and the threshold. Below
 * it, `confirm` (Publish's gate) asks for the uncovered rules to be confirmed explicitly.
 */
export function CoverageSection({
  coverage,
  threshold,
  below,
  onThresholdSaved,
  confirm,
}: {
  coverage: GoldenCoverage;
  threshold: number;
  below: boolean;
  onThresholdSaved: (threshold: number) => void;
  confirm?: { checked: boolean; onChange: (checked: boolean) => void };
}) {
  const { overall, uncovered } = coverage;
  return (
    <section aria-label="Rule coverage">
      <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', mt: 3 }}>
        Rule coverage
      </Typography>
      <Typography>
        The golden structures fire {overall.fired} of {countOf(overall.rules, 'rule')} at least once:{' '}
        {overall.percent}%.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SharesTable label="Coverage by category" heading="Category" shares={coverage.byCategory} />
        <SharesTable label="Coverage by tax head" heading="Tax head" shares={coverage.byTaxHead} />
      </Stack>
      {uncovered.length > 0 && (
        <>
          <Typography sx={{ mt: 2 }}>
            {countOf(uncovered.length, 'rule')} no golden structure fires:
          </Typography>
          {/* A scroller a keyboard can reach and scroll (WCAG 2.1.1): it holds no control of its own. */}
          <Box
            role="region"
            aria-label="Rules no golden structure fires, scrollable"
            tabIndex={0}
            sx={{ maxHeight: 240, overflowY: 'auto' }}
          >
            <ul aria-label="Rules no golden structure fires">
              {uncovered.map((rule) => (
                <li key={rule.id}>
                  {rule.name}{' '}
                  <Typography component="span" color="text.secondary">
                    ({rule.places.join('; ')})
                  </Typography>
                </li>
              ))}
            </ul>
          </Box>
        </>
      )}
      <ThresholdField threshold={threshold} onSaved={onThresholdSaved} />
      {below && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          The golden structures fire {overall.percent}% of the rules, below the {threshold}% threshold.
          {confirm && (
            <FormControlLabel
              sx={{ display: 'flex', mt: 1 }}
              control={
                <Checkbox
                  checked={confirm.checked}
                  onChange={(event) => confirm.onChange(event.target.checked)}
                />
              }
              label={`Publish although ${countOf(uncovered.length, 'rule')} listed above ${uncovered.length === 1 ? 'is' : 'are'} fired by no golden structure`}
            />
          )}
        </Alert>
      )}
    </section>
  );
}
