import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Party, StructureFinding } from '@tsr/contract';
import { PARTY_TYPES } from '@tsr/contract';
import { isDeceased, RECORD_SHAPE } from '@tsr/domain/structure';
import { memo } from 'react';
import { DateRecordRow } from './DateRecordRow';
import { DateField, DraftTextField } from './DraftTextField';
import { type DraftAction, newPartyDateAction } from './draft-reducer';
import { FindingMessages, StatusChip } from './FindingMessages';
import { fieldId, partyGroupId } from './field-ids';
import { fieldState, findingsAt } from './finding-display';
import { NomineeField } from './NomineeField';
import { propsEqual, sameFindings } from './same-props';

interface PartyFieldsProps {
  entityId: string;
  party: Party;
  index: number;
  /** Another party of the entity is deceased, so this one cannot be marked (canMarkDeceased). */
  deceasedLocked: boolean;
  /** This party's findings. */
  findings: readonly StructureFinding[];
  edit: (action: DraftAction) => void;
  focusLater: (id: string) => void;
}

const RECORD_PATH = /^children\[(\d+)\]\.(date|end|share)$/;

/**
 * One settlor, founder or shareholder: name, deceased mark, and dates (spec 2.4, 4, 5.2). A settlor
 * deceased at settlement has one date, which is also the date of death; a deceased shareholder's
 * date of death bounds their shareholdings. Once a party of the entity is deceased, the others'
 * deceased box is disabled (spec 4, canMarkDeceased). A shareholder gives the share held in each
 * shareholding, and whom it holds them for if it acts as nominee (docs/decisions/0021).
 */
export const PartyFields = memo(
  function PartyFields({
    entityId,
    party,
    index,
    deceasedLocked,
    findings: mine,
    edit,
    focusLater,
  }: PartyFieldsProps) {
    const partyId = party.id;
    const role = PARTY_TYPES[party.type].label;
    const title = `${role} ${index + 1}`;
    const at = (field: string) => findingsAt(mine, { partyId, field });
    const shape = RECORD_SHAPE[PARTY_TYPES[party.type].recordType];
    const deceased = isDeceased(party);
    const singleDate = party.type === 'settlor' && deceased;
    const showDeathDate = party.type === 'shareholder' && deceased;
    const shareholder = party.type === 'shareholder';
    // A share or a principal left from when the entity was a company stays shown with its message,
    // so the user can see it and remove it; nothing typed disappears with a change of type.
    const showNominee = shareholder || party.nomineeFor !== undefined;

    const shown = (finding: StructureFinding): boolean => {
      const field = finding.field ?? '';
      const date = RECORD_PATH.exec(field);
      if (date) return Number(date[1]) < party.children.length;
      if (field === 'meta.date') return singleDate || showDeathDate;
      if (field === 'nomineeFor') return showNominee;
      return field === 'name' || field === 'children' || field === 'meta.deceased';
    };
    const addDate = () => {
      const action = newPartyDateAction(entityId, partyId);
      edit(action);
      focusLater(fieldId({ entityId, partyId, field: `children[${party.children.length}].date` }));
    };
    const addDateLabel = `Add ${shape.label.toLowerCase()}`;
    const displayName = party.name.trim();

    return (
      <Box
        role="group"
        aria-label={title}
        id={partyGroupId(entityId, partyId)}
        tabIndex={-1}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, mt: 1.5 }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="h4" sx={{ flexGrow: 1 }}>
            {title}
            {displayName && ` · ${displayName}`}
          </Typography>
          <StatusChip findings={mine} />
          <IconButton
            aria-label={`Remove ${role.toLowerCase()} ${displayName || index + 1}`}
            onClick={() => edit({ kind: 'removeParty', entityId, partyId })}
            size="small"
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Stack>
        <FindingMessages findings={mine.filter((finding) => !shown(finding))} />
        <DraftTextField
          id={fieldId({ entityId, partyId, field: 'name' })}
          label="Name"
          size="small"
          margin="dense"
          value={party.name}
          onText={(name) => edit({ kind: 'partyName', entityId, partyId, name })}
          state={fieldState(at('name'))}
        />
        <FormControlLabel
          control={
            <Checkbox
              id={fieldId({ entityId, partyId, field: 'meta.deceased' })}
              checked={deceased}
              disabled={deceasedLocked}
              onChange={(event) =>
                edit({ kind: 'partyDeceased', entityId, partyId, deceased: event.target.checked })
              }
            />
          }
          label={party.type === 'settlor' ? 'Deceased at settlement' : 'Deceased'}
        />
        {deceasedLocked && (
          <FormHelperText sx={{ mt: -0.5 }}>Another party of this entity is marked deceased.</FormHelperText>
        )}
        {at('meta.deceased').length > 0 && (
          <FormHelperText error>{fieldState(at('meta.deceased')).messages.join(' ')}</FormHelperText>
        )}
        {showNominee && (
          <NomineeField
            entityId={entityId}
            partyId={partyId}
            nomineeFor={party.nomineeFor}
            state={fieldState(at('nomineeFor'))}
            onPrincipal={(principal) => edit({ kind: 'nomineeFor', entityId, partyId, principal })}
          />
        )}
        {party.children.map((record, recordIndex) => (
          <DateRecordRow
            key={record.id}
            entityId={entityId}
            partyId={partyId}
            list="children"
            index={recordIndex}
            number={recordIndex}
            shape={shape}
            date={record.date}
            end={record.end}
            // The single date of a settlor deceased at settlement is also their date of death (meta.date).
            findings={
              singleDate && recordIndex === 0 ? [...mine, ...withDeathDateAsFirst(at('meta.date'))] : mine
            }
            dateLabel={
              singleDate && recordIndex === 0
                ? `${shape.label} ${recordIndex + 1} (date of death)`
                : undefined
            }
            onDate={(part, text) =>
              edit({ kind: 'partyDate', entityId, partyId, index: recordIndex, part, text })
            }
            share={
              shareholder || record.share
                ? {
                    value: record.share ?? '',
                    onShare: (text) =>
                      edit({ kind: 'partyShare', entityId, partyId, index: recordIndex, text }),
                  }
                : undefined
            }
            onRemove={() => edit({ kind: 'removePartyDate', entityId, partyId, index: recordIndex })}
          />
        ))}
        {showDeathDate && (
          <DateField
            id={fieldId({ entityId, partyId, field: 'meta.date' })}
            label="Date of death"
            value={party.meta?.date ?? ''}
            onText={(text) => edit({ kind: 'dateOfDeath', entityId, partyId, text })}
            state={fieldState(at('meta.date'))}
          />
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
          {!singleDate && (
            <Button
              id={fieldId({ entityId, partyId, field: 'children' })}
              size="small"
              startIcon={<Add />}
              onClick={addDate}
            >
              {addDateLabel}
            </Button>
          )}
          {at('children').length > 0 && (
            <FormHelperText
              error={fieldState(at('children')).severity === 'error'}
              sx={fieldState(at('children')).severity === 'invalid' ? { color: 'warning.dark' } : undefined}
            >
              {fieldState(at('children')).messages.join(' ')}
            </FormHelperText>
          )}
        </Stack>
      </Box>
    );
  },
  propsEqual<PartyFieldsProps>({ findings: sameFindings }),
);

/** Findings on meta.date, re-pointed at the first date record where the form shows them. */
function withDeathDateAsFirst(findings: readonly StructureFinding[]): StructureFinding[] {
  return findings.map((finding) => ({ ...finding, field: 'children[0].date' }));
}
