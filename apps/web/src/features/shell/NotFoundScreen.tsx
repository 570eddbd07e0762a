import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { ScreenHeading } from './ScreenHeading';

/** Any path outside the route table of spec 2.1. */
export function NotFoundScreen() {
  return (
    <>
      <ScreenHeading>Page not found</ScreenHeading>
      <Alert severity="info" sx={{ mb: 3 }}>
        There is no page at this address.
      </Alert>
      <Button component={RouterLink} to="/" variant="contained">
        Go to Home
      </Button>
    </>
  );
}
