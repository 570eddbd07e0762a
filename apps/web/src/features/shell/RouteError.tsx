import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useLayoutEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { removeFirstPaint } from '../auth/first-paint';

/** Shown when loading a screen fails, for instance when the server cannot be reached. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // Drawn without the shell when the app could not start: the plain sign-in form must not stay.
  useLayoutEffect(removeFirstPaint, []);
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Typography variant="h1" gutterBottom>
        {notFound ? 'Page not found' : 'Something went wrong'}
      </Typography>
      <Alert severity={notFound ? 'info' : 'error'} sx={{ mb: 3 }}>
        {notFound ? 'There is no page at this address.' : errorMessage(error)}
      </Alert>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Try again
        </Button>
        <Button variant="outlined" href="/">
          Go to Home
        </Button>
      </Box>
    </Container>
  );
}
