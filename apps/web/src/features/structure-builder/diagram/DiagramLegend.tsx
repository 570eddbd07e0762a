import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ENTITY_TYPE_CHOICES, ENTITY_TYPES, PartyType } from '@tsr/contract';
import { EDGE_COLOUR, EDGE_LEGEND, EDGE_STROKE, type EdgeKind, PARTY_EDGE } from '@tsr/domain/diagram';
import { EntityTypeIcon } from '../EntityTypeIcon';

const EDGE_KINDS: readonly EdgeKind[] = [
  'ownership',
  ...PartyType.options.map((type) => PARTY_EDGE[type]),
  'nominee',
];

/** What the colours, icons and lines of the diagram mean. */
export function DiagramLegend() {
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
          {/* The line as the diagram draws it. */}
          <svg aria-hidden width={22} height={4}>
            <line
              x1={0}
              y1={2}
              x2={22}
              y2={2}
              stroke={EDGE_COLOUR[kind]}
              strokeWidth={EDGE_STROKE[kind].width}
              strokeDasharray={EDGE_STROKE[kind].dash}
            />
          </svg>
          <Typography variant="caption">{EDGE_LEGEND[kind]}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
