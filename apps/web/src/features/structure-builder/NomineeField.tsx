import TextField from '@mui/material/TextField';
import type { NomineePrincipal } from '@tsr/contract';
import { fieldId } from './field-ids';
import type { FieldState } from './finding-display';
import { type PrincipalChoice, principalKey } from './nominee-choices';
import { usePrincipalChoices } from './principal-context';

interface NomineeFieldProps {
  entityId: string;
  partyId: string;
  nomineeFor: NomineePrincipal | undefined;
  /** The findings at `nomineeFor`. */
  state: FieldState;
  onPrincipal: (principal: NomineePrincipal | null) => void;
}

export const NOMINEE_FIELD_LABEL = 'Holds the shares as nominee for';
export const NOMINEE_FIELD_HELP =
  'Choose only if this shareholder holds its shares for someone else (its principal). The review treats the principal as holding the shares directly.';

const options = (choices: readonly PrincipalChoice[]) =>
  choices.map((choice) => (
    <option key={choice.key} value={choice.key}>
      {choice.label}
    </option>
  ));

/**
 * A shareholder acting as nominee names its principal (docs/decisions/0021): an entity or an
 * individual of the structure, offered only where validation allows it. Not an owner link: spec
 * 5.2 keeps nominees out of the owner lists. A native select, like the owner dropdowns, grouped
 * into entities and individuals so that "Ann (Oak Trust)" does not read as an entity.
 */
export function NomineeField({ entityId, partyId, nomineeFor, state, onPrincipal }: NomineeFieldProps) {
  const { entities, individuals, other } = usePrincipalChoices(entityId, partyId);
  const all = [...(other ? [other] : []), ...entities, ...individuals];
  return (
    <TextField
      select
      id={fieldId({ entityId, partyId, field: 'nomineeFor' })}
      label={NOMINEE_FIELD_LABEL}
      size="small"
      margin="dense"
      fullWidth
      value={nomineeFor ? principalKey(nomineeFor) : ''}
      onChange={(event) => onPrincipal(all.find((c) => c.key === event.target.value)?.principal ?? null)}
      error={state.severity === 'error'}
      helperText={state.messages.join(' ') || NOMINEE_FIELD_HELP}
      // A native select always shows its first option, so the label sits above it.
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ maxWidth: 460 }}
    >
      <option value="">Not a nominee</option>
      {other && <option value={other.key}>{other.label}</option>}
      {entities.length > 0 && <optgroup label="Entities">{options(entities)}</optgroup>}
      {individuals.length > 0 && <optgroup label="Individuals">{options(individuals)}</optgroup>}
    </TextField>
  );
}
