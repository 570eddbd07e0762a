import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Entity, OwnerDate, StructureFinding } from '@tsr/contract';
import { type DateShape, OWNER_DATE_SHAPE } from '@tsr/domain/structure';
import { memo } from 'react';
import { DateRecordRow } from './DateRecordRow';
import type { DraftAction } from './draft-reducer';
import { useEntityLabels } from './entity-labels';
import { StatusChip } from './FindingMessages';
import { fieldId } from './field-ids';
import { fieldState, findingsAt } from './finding-display';
import { OwnerOptions } from './OwnerOptions';
import { propsEqual, sameFindings, sameItems } from './same-props';

interface OwnerLinkFieldsProps {
  entity: Entity;
  ownerId: string;
  choices: readonly string[];
  findings: readonly StructureFinding[];
  edit: (action: DraftAction) => void;
  focusLater: (id: string) => void;
}

/**
 * One owning entity of this entity and the dates of that ownership, with the share held in each
 * period where the entity is a company. The owner can be changed only to what ownerOptions allows;
 * the dates are the records of `entity.dates` for this owner. This part reads the owner's name;
 * the memoised body below re-renders only when what it shows changes.
 */
export function OwnerLinkFields({ entity, ownerId, findings, ...rest }: OwnerLinkFieldsProps) {
  const ownerName = useEntityLabels().names.get(ownerId) ?? ownerId;
  return (
    <OwnerLinkBody
      entityId={entity.id}
      shape={OWNER_DATE_SHAPE[entity.type]}
      sharesHeld={entity.type === 'company'}
      ownerId={ownerId}
      ownerName={ownerName}
      records={entity.dates
        .map((record, index) => ({ record, index }))
        .filter(({ record }) => record.id === ownerId)}
      datesCount={entity.dates.length}
      findings={findings.filter((finding) => finding.ownerId === ownerId && finding.partyId === undefined)}
      {...rest}
    />
  );
}

interface OwnerLinkBodyProps {
  entityId: string;
  shape: DateShape;
  /** The owner holds a share of the entity (a company) in each period (contract OwnerDate.share). */
  sharesHeld: boolean;
  ownerId: string;
  ownerName: string;
  /** This owner's records of `entity.dates`, with their indexes there. */
  records: { record: OwnerDate; index: number }[];
  datesCount: number;
  choices: readonly string[];
  /** This link's findings. */
  findings: readonly StructureFinding[];
  edit: (action: DraftAction) => void;
  focusLater: (id: string) => void;
}

const sameRecord = (a: { record: OwnerDate; index: number }, b: { record: OwnerDate; index: number }) =>
  a.index === b.index &&
  a.record.date === b.record.date &&
  a.record.end === b.record.end &&
  a.record.share === b.record.share;

const OwnerLinkBody = memo(
  function OwnerLinkBody({
    entityId,
    shape,
    sharesHeld,
    ownerId,
    ownerName,
    records,
    datesCount,
    choices,
    findings: mine,
    edit,
    focusLater,
  }: OwnerLinkBodyProps) {
    const ownerState = fieldState(findingsAt(mine, { ownerId, field: 'overs' }));
    const datesState = fieldState(findingsAt(mine, { ownerId, field: 'dates' }));
    const addDate = () => {
      edit({ kind: 'addOwnerDate', entityId, ownerId });
      focusLater(fieldId({ entityId, ownerId, field: `dates[${datesCount}].date` }));
    };

    return (
      <Box
        role="group"
        aria-label={`Owned by ${ownerName}`}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, mt: 1.5 }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            select
            id={fieldId({ entityId, ownerId, field: 'overs' })}
            label="Owning entity"
            size="small"
            margin="dense"
            value={ownerId}
            onChange={(event) =>
              edit({ kind: 'changeOwner', entityId, fromOwnerId: ownerId, toOwnerId: event.target.value })
            }
            error={ownerState.severity === 'error'}
            helperText={ownerState.messages.join(' ') || undefined}
            slotProps={{ select: { native: true } }}
          >
            <OwnerOptions ids={choices} />
          </TextField>
          <Box sx={{ pt: 1.5 }}>
            <StatusChip findings={mine} />
          </Box>
          <IconButton
            aria-label={`Remove owner ${ownerName}`}
            onClick={() => edit({ kind: 'removeOwner', entityId, ownerId })}
            sx={{ mt: 1 }}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Stack>
        {records.map(({ record, index }, number) => (
          <DateRecordRow
            // Owner dates have no ids of their own; their place in entity.dates identifies them.
            key={index}
            entityId={entityId}
            ownerId={ownerId}
            list="dates"
            index={index}
            number={number}
            shape={shape}
            date={record.date}
            end={record.end}
            findings={mine}
            onDate={(part, text) => edit({ kind: 'ownerDate', entityId, index, part, text })}
            // A share given on a link that holds none stays shown, so its message can say to remove it.
            share={
              sharesHeld || record.share
                ? {
                    value: record.share ?? '',
                    onShare: (text) => edit({ kind: 'ownerShare', entityId, index, text }),
                  }
                : undefined
            }
            onRemove={() => edit({ kind: 'removeOwnerDate', entityId, index })}
          />
        ))}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
          <Button
            id={fieldId({ entityId, ownerId, field: 'dates' })}
            size="small"
            startIcon={<Add />}
            onClick={addDate}
          >
            {shape.kind === 'single' ? `Add ${shape.label.toLowerCase()}` : 'Add ownership period'}
          </Button>
          {datesState.severity && (
            <FormHelperText sx={{ color: datesState.severity === 'error' ? 'error.main' : 'warning.dark' }}>
              {datesState.messages.join(' ')}
            </FormHelperText>
          )}
        </Stack>
      </Box>
    );
  },
  propsEqual<OwnerLinkBodyProps>({ findings: sameFindings, records: (a, b) => sameItems(a, b, sameRecord) }),
);
