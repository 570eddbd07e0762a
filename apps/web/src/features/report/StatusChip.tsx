import Chip from '@mui/material/Chip';
import type { RemediationStatus } from '@tsr/contract';
import { STATUS_LABELS } from './risks';

const COLOURS = { unresolved: 'default', resolved: 'success', 'not applicable': 'info' } as const;

/** A remediation status; none given reads as unresolved (spec 4). */
export function StatusChip({ status }: { status: RemediationStatus | null }) {
  const shown = status ?? 'unresolved';
  return <Chip size="small" variant="outlined" color={COLOURS[shown]} label={STATUS_LABELS[shown]} />;
}
