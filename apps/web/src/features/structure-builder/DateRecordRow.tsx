import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { StructureFinding } from '@tsr/contract';
import type { DateShape } from '@tsr/domain/structure';
import { DateField } from './DraftTextField';
import { fieldId } from './field-ids';
import { fieldState, findingsAt } from './finding-display';
import { ShareField } from './ShareField';
import { dateFieldLabel, recordName, recordTitle } from './vocabulary';

interface DateRecordRowProps {
  entityId: string;
  /** The party the record belongs to, or the owner of the owner link. */
  partyId?: string;
  ownerId?: string;
  /** `children` of a party, `dates` of an entity: the path prefix validation reports. */
  list: 'children' | 'dates';
  /** Index in that list (what validation reports); `number` is the 0-based place shown to the user. */
  index: number;
  number: number;
  shape: DateShape;
  date: string;
  end: string | undefined;
  findings: readonly StructureFinding[];
  /** Overrides the label of the date field (a deceased settlor's single date). */
  dateLabel?: string;
  onDate: (part: 'date' | 'end', text: string) => void;
  /**
   * The share held in the period, where the record has one (a company's owner link, a
   * shareholding) or a share was given anyway (then validation says to remove it); absent: none.
   */
  share?: { value: string; onShare: (text: string) => void };
  onRemove: () => void;
}

/**
 * One dated record: a date, or a period with an end date that may be left empty (still held), and
 * for a holding the share held in it.
 */
export function DateRecordRow(props: DateRecordRowProps) {
  const { entityId, partyId, ownerId, list, index, number, shape, findings, share } = props;
  const place = (part: 'date' | 'end' | 'share') => ({
    partyId,
    ownerId,
    field: `${list}[${index}].${part}`,
  });
  const dateLabel = props.dateLabel ?? dateFieldLabel(shape, number, 'date');
  const showEnd = shape.kind === 'period' || Boolean(props.end);
  // The dates on one line, the share on the next: each line fits beside the remove button.
  const line = { direction: { xs: 'column', sm: 'row' }, sx: { columnGap: 1 } } as const;
  return (
    <Stack direction="row" sx={{ columnGap: 1, alignItems: 'flex-start' }}>
      <Stack sx={{ flexGrow: { xs: 1, sm: 0 }, minWidth: 0 }}>
        <Stack {...line}>
          <DateField
            id={fieldId({ entityId, ...place('date') })}
            label={dateLabel}
            value={props.date}
            onText={(text) => props.onDate('date', text)}
            state={fieldState(findingsAt(findings, place('date')))}
          />
          {showEnd && (
            <DateField
              id={fieldId({ entityId, ...place('end') })}
              label={dateFieldLabel(shape, number, 'end')}
              value={props.end ?? ''}
              onText={(text) => props.onDate('end', text)}
              state={fieldState(findingsAt(findings, place('end')))}
              helperText="Empty if still held"
            />
          )}
        </Stack>
        {share && (
          <Stack {...line}>
            <ShareField
              id={fieldId({ entityId, ...place('share') })}
              record={recordTitle(shape, number)}
              value={share.value}
              onShare={share.onShare}
              state={fieldState(findingsAt(findings, place('share')))}
            />
          </Stack>
        )}
      </Stack>
      <IconButton
        aria-label={`Remove ${recordName(shape, number)}`}
        onClick={props.onRemove}
        sx={{ mt: 1.5 }}
      >
        <DeleteOutlined fontSize="small" />
      </IconButton>
    </Stack>
  );
}
