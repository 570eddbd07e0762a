import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import type { StructureFinding } from '@tsr/contract';
import { worstSeverity } from '@tsr/domain/structure';
import { fieldState } from './finding-display';

/**
 * Findings that belong to a whole entity or party rather than one field (spec 5.2: no associated
 * party, a loop, a single nominee). A status role, not an alert: they change as the user types and
 * should not interrupt a screen reader on every key.
 */
export function FindingMessages({ findings }: { findings: readonly StructureFinding[] }) {
  const state = fieldState(findings);
  if (state.severity === null) return null;
  return (
    <Alert
      role="status"
      variant="outlined"
      severity={state.severity === 'error' ? 'error' : 'warning'}
      sx={{ mt: 1, py: 0 }}
    >
      {state.messages.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </Alert>
  );
}

const CHIP = {
  error: { label: 'Has errors', color: 'error' },
  invalid: { label: 'Incomplete', color: 'warning' },
  none: { label: 'Complete', color: 'success' },
} as const;

/** The state of an entity or party at a glance: Complete, Incomplete or Has errors. */
export function StatusChip({ findings }: { findings: readonly StructureFinding[] }) {
  const chip = CHIP[worstSeverity(findings) ?? 'none'];
  return <Chip size="small" variant="outlined" label={chip.label} color={chip.color} />;
}
