import Chip from '@mui/material/Chip';
import { LEVEL_COLOURS, riskLevel } from '../../shared/risk-level';

/** A score coloured by its level. */
export function ScoreChip({ score, label }: { score: number; label?: string }) {
  const colours = LEVEL_COLOURS[riskLevel(score)];
  return (
    <Chip
      size="small"
      label={label ?? `Score ${score}`}
      sx={{
        bgcolor: colours.background === 'transparent' ? 'grey.100' : colours.background,
        color: colours.text,
        fontWeight: 600,
      }}
    />
  );
}
