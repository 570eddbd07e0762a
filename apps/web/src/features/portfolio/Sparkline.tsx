import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { shownScore, type TrendPoint } from '@tsr/contract';
import { ukDate } from '@tsr/domain/uk-time';

const WIDTH = 72;
const HEIGHT = 24;
const PAD = 3;

/** What the sparkline says to a screen reader: every score, oldest first, with its day. */
export const trendLabel = (trend: readonly TrendPoint[]) =>
  trend.length === 0
    ? 'No submitted review'
    : `Scores oldest first: ${trend.map((p) => `${shownScore(p.score)} on ${ukDate(p.at)}`).join(', ')}`;

/**
 * A structure's scores over its submitted reviews as a tiny SVG line on the 0 to 100 scale, its
 * latest a dot. Drawn by hand rather than with @mui/x-charts: its peers accept MUI 9 and React 19
 * and it sets no Node engine, but a line of a few points needs none of its d3 scales, and every
 * row of the table draws one.
 */
export function Sparkline({ trend }: { trend: readonly TrendPoint[] }) {
  const theme = useTheme();
  const label = trendLabel(trend);
  if (trend.length === 0) return <span title={label}>—</span>;
  const x = (i: number) =>
    trend.length === 1 ? WIDTH / 2 : PAD + (i * (WIDTH - 2 * PAD)) / (trend.length - 1);
  const y = (score: number) => PAD + ((100 - score) * (HEIGHT - 2 * PAD)) / 100;
  const points = trend.map((p, i) => `${x(i).toFixed(1)},${y(p.score).toFixed(1)}`).join(' ');
  const last = trend[trend.length - 1] as TrendPoint;
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      sx={{ display: 'block' }}
    >
      <title>{label}</title>
      {trend.length > 1 && (
        <polyline points={points} fill="none" stroke={theme.palette.primary.main} strokeWidth={1.5} />
      )}
      <circle cx={x(trend.length - 1)} cy={y(last.score)} r={2.5} fill={theme.palette.primary.main} />
    </Box>
  );
}
