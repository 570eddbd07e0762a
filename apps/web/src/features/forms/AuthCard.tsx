import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The centred card every authentication screen of spec 2.3 sits in, with its heading. */
export function AuthCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Stack sx={{ alignItems: 'center', py: { xs: 2, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 440 }}>
        <Typography variant="h2" component="h1" gutterBottom>
          {heading}
        </Typography>
        {children}
      </Paper>
    </Stack>
  );
}
