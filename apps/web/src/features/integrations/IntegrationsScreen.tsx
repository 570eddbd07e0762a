import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScreenHeading } from '../shell/ScreenHeading';
import { useViewer } from '../viewer/useViewer';
import { isAccountLead, isAdmin } from '../viewer/viewer';
import { ApiKeysSection } from './ApiKeysSection';
import { WebhooksSection } from './WebhooksSection';

/**
 * Integrations at /integrations (issue 35): how other systems reach the company's data, for its
 * account leads and admins (an admin manages their own company's, docs/decisions/0040). One
 * section each: API keys, and the webhooks beside them.
 */
export function IntegrationsScreen() {
  const viewer = useViewer();
  if (!isAdmin(viewer) && !isAccountLead(viewer))
    return (
      <>
        <ScreenHeading>Integrations</ScreenHeading>
        <Alert severity="info">Integrations are for account leads and administrators.</Alert>
      </>
    );
  return (
    <>
      <ScreenHeading>Integrations</ScreenHeading>
      <Typography sx={{ mb: 3 }}>
        How your other systems read your company's reports and start its reviews.
      </Typography>
      <Stack spacing={5}>
        <ApiKeysSection />
        <WebhooksSection />
      </Stack>
    </>
  );
}
