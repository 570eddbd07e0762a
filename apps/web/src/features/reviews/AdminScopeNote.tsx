import Typography from '@mui/material/Typography';
import { useViewer } from '../viewer/useViewer';
import { isAdmin } from '../viewer/viewer';

export const ADMIN_SCOPE_NOTE =
  'As an administrator you see the reviews of every customer company here, with who created each one.';

/**
 * What an admin's lists hold: an admin's own company has no reviews, so their lists show every
 * customer's (GET /user/reports, company wide). Said plainly so the figures are not read as theirs.
 */
export function AdminScopeNote() {
  if (!isAdmin(useViewer())) return null;
  return (
    <Typography color="text.secondary" sx={{ mb: 2 }}>
      {ADMIN_SCOPE_NOTE}
    </Typography>
  );
}
