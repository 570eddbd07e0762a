import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ENTITY_TYPE_CHOICES, ENTITY_TYPES, PartyType } from '@tsr/contract';
import {
  EDGE_COLOUR,
  EDGE_LEGEND,
  EDGE_STROKE,
  type EdgeKind,
  ENDED_LEGEND,
  ENDED_STROKE,
  PARTY_EDGE,
} from '@tsr/domain/diagram';
import { EntityTypeIcon } from './EntityTypeIcon';

const EDGE_KINDS: readonly EdgeKind[] = [
  'ownership',
  ...PartyType.options.map((type) => PARTY_EDGE[type]),
  'nominee',
];

/** A line as the diagram draws it. */
function Line({ colour, width, dash }: { colour: string; width: number; dash: string | undefined }) {
  return (
    <svg aria-hidden width={22} height={4}>
      <line x1={0} y1={2} x2={22} y2={2} stroke={colour} strokeWidth={width} strokeDasharray={dash} />
    </svg>
  );
}

/**
 * What the colours, icons and lines of the diagram mean; with the line of what had ended while
 * the diagram is drawn as at a date.
 */
export function DiagramLegend({ asAtDate = false }: { asAtDate?: boolean }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 1 }}>
      {ENTITY_TYPE_CHOICES.map((type) => (
        <Stack key={type} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <EntityTypeIcon type={type} fontSize="small" />
          <Typography variant="caption">{ENTITY_TYPES[type].label}</Typography>
        </Stack>
      ))}
      {EDGE_KINDS.map((kind) => (
        <Stack key={kind} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Line colour={EDGE_COLOUR[kind]} width={EDGE_STROKE[kind].width} dash={EDGE_STROKE[kind].dash} />
          <Typography variant="caption">{EDGE_LEGEND[kind]}</Typography>
        </Stack>
      ))}
      {asAtDate && (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Line colour={ENDED_STROKE.colour} width={ENDED_STROKE.width} dash={ENDED_STROKE.dash} />
          <Typography variant="caption">{ENDED_LEGEND}</Typography>
        </Stack>
      )}
    </Stack>
  );
}
