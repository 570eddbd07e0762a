import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A height as MUI takes it, or 'fill': the rest of a column (the full-screen view). */
export type DiagramHeight = string | number | { xs: number | string; lg: number | string } | 'fill';

/**
 * The box the drawing sits in: the drawing itself, and until it is there the panel's loading and
 * empty states, at the same size so nothing moves when it arrives.
 */
export function DiagramFrame({ height, children }: { height: DiagramHeight; children: ReactNode }) {
  return (
    <Box
      sx={{
        ...(height === 'fill' ? { flex: 1, minHeight: 0 } : { height }),
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: '#fbfcfd',
      }}
    >
      {children}
    </Box>
  );
}
