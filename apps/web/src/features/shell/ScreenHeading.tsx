import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The h1 of a screen. */
export function ScreenHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h1" gutterBottom sx={{ mb: 3 }}>
      {children}
    </Typography>
  );
}
