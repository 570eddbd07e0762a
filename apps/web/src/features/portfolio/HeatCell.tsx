import TableCell from '@mui/material/TableCell';
import { LEVEL_COLOURS, riskLevel } from '../../shared/risk-level';

/**
 * One tax head's highest cell of the structure's latest report, coloured by the report's risk
 * bands, with its score written in it so that the colour is never the only sign. Empty before a
 * first submit.
 */
export function HeatCell({ score, head }: { score: number | null; head: string }) {
  if (score === null) return <TableCell align="center">—</TableCell>;
  const colours = LEVEL_COLOURS[riskLevel(score)];
  return (
    <TableCell
      align="center"
      sx={{ backgroundColor: colours.background, color: colours.text, fontWeight: 600, px: 1 }}
      title={`${head}: ${score}`}
    >
      {score}
    </TableCell>
  );
}
