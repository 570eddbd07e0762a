import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useRef } from 'react';
import { useSidewaysOverflow } from '../../shared/useSidewaysOverflow';
import { APP_BAR_HEIGHT } from '../shell/app-bar-height';
import { SECTION_NAV_HEIGHT } from './report-sections';

export const SCROLL_HINT = 'Scroll sideways to see every tax head.';

/** Where the table's header sticks when the table fits: below the app bar and the section bar. */
const BELOW_BARS = `calc(${APP_BAR_HEIGHT} + ${SECTION_NAV_HEIGHT}px)`;

const shadow = (side: 'left' | 'right') => ({
  position: 'absolute',
  top: 0,
  bottom: 0,
  [side]: 0,
  width: 20,
  pointerEvents: 'none',
  zIndex: 3,
  background: `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, rgba(26,43,76,0.22), rgba(26,43,76,0))`,
});

/**
 * The risk table's box. When the table fits, the page scrolls it and its header sticks under the
 * section bar. When it is wider than the screen (a phone, the remediated view's status chips), the
 * box scrolls sideways and says so: a hint above it, a shadow on the side where more lies, and
 * the box is a focusable region named for what it holds, so keyboards can scroll it too. Its
 * height is then held to the window, so the header still sticks, at the top of the box.
 */
export function RiskTableScroller({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const { overflowing, moreLeft, moreRight, onScroll } = useSidewaysOverflow(box);

  return (
    <>
      {overflowing && (
        <Typography id="risk-table-scroll-hint" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {SCROLL_HINT}
        </Typography>
      )}
      <Paper variant="outlined" sx={{ position: 'relative' }}>
        <Box
          ref={box}
          onScroll={onScroll}
          {...(overflowing
            ? {
                role: 'region',
                'aria-label': 'Risk table, scrolls sideways',
                'aria-describedby': 'risk-table-scroll-hint',
                tabIndex: 0,
              }
            : {})}
          sx={(theme) => ({
            // On a phone the headers' padding is what pushes ATED off screen: narrower there.
            [theme.breakpoints.down('sm')]: {
              '& .MuiTableCell-head, & th[scope="row"], & th[scope="rowgroup"]': { px: 0.75 },
              '& th[scope="row"]': { pl: 1.5 },
            },
            overflow: overflowing ? 'auto' : 'visible',
            maxHeight: overflowing ? `calc(100dvh - ${BELOW_BARS} - 16px)` : undefined,
            borderRadius: 'inherit',
            '& .MuiTableCell-stickyHeader': {
              top: overflowing ? 0 : BELOW_BARS,
              bgcolor: 'background.paper',
            },
          })}
        >
          {children}
        </Box>
        {overflowing && moreLeft && <Box aria-hidden sx={shadow('left')} />}
        {overflowing && moreRight && <Box aria-hidden sx={shadow('right')} />}
      </Paper>
    </>
  );
}
