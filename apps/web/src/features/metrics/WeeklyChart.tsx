import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { WeekMetrics } from '@tsr/contract';
import { useRef } from 'react';
import { useSidewaysOverflow } from '../../shared/useSidewaysOverflow';
import { formatDay } from './date-range';

const HEIGHT = 120;
const BAR = 10;
const GAP = 8;

/**
 * Beyond the spec: reviews started and submitted per week, as a small SVG bar chart (no chart
 * library: two bars a week do not need one). The chart's label states the numbers for screen readers.
 */
export function WeeklyChart({ weeks, title }: { weeks: readonly WeekMetrics[]; title: string }) {
  if (weeks.length === 0) return <Typography color="text.secondary">No reviews in this range.</Typography>;
  return <Bars weeks={weeks} title={title} />;
}

/**
 * The bars in a box of their own that scrolls sideways when the weeks are wider than the screen (a
 * year is some 1,500 px); while it does, it is a named region in the Tab order, as a table's is, so
 * a keyboard can scroll it too.
 */
function Bars({ weeks, title }: { weeks: readonly WeekMetrics[]; title: string }) {
  const theme = useTheme();
  const box = useRef<HTMLDivElement>(null);
  const { overflowing, onScroll } = useSidewaysOverflow(box);
  const max = Math.max(1, ...weeks.map((w) => Math.max(w.started, w.submitted)));
  const width = weeks.length * (2 * BAR + GAP) + GAP;
  const summary = weeks
    .map((w) => `week of ${formatDay(w.weekStart)}: ${w.started} started, ${w.submitted} submitted`)
    .join('; ');
  const colours = { started: theme.palette.primary.main, submitted: theme.palette.secondary.main };
  return (
    <>
      <Box
        ref={box}
        onScroll={onScroll}
        sx={{ overflowX: 'auto' }}
        {...(overflowing ? { role: 'region', 'aria-label': `${title}, scrolls sideways`, tabIndex: 0 } : {})}
      >
        <svg role="img" aria-label={`${title}: ${summary}`} width={width} height={HEIGHT + 20}>
          {weeks.map((w, i) => {
            const x = GAP + i * (2 * BAR + GAP);
            const h = (n: number) => Math.round((n / max) * HEIGHT);
            return (
              <g key={w.weekStart}>
                <rect
                  x={x}
                  y={HEIGHT - h(w.started)}
                  width={BAR}
                  height={h(w.started)}
                  fill={colours.started}
                />
                <rect
                  x={x + BAR}
                  y={HEIGHT - h(w.submitted)}
                  width={BAR}
                  height={h(w.submitted)}
                  fill={colours.submitted}
                />
              </g>
            );
          })}
          <line x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} stroke={theme.palette.text.secondary} />
          <text x={GAP} y={HEIGHT + 15} fontSize={11} fill={theme.palette.text.secondary}>
            {formatDay(weeks[0]?.weekStart ?? 0)}
          </text>
        </svg>
      </Box>
      <Typography variant="body2" color="text.secondary">
        <Box component="span" sx={{ color: colours.started, fontWeight: 700 }}>
          ■
        </Box>{' '}
        started per week{' '}
        <Box component="span" sx={{ color: colours.submitted, fontWeight: 700, ml: 2 }}>
          ■
        </Box>{' '}
        submitted per week (max {max})
      </Typography>
    </>
  );
}
