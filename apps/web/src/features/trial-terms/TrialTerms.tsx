import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CurrentUser, isSafeAddress, isUploadedFile } from '@tsr/contract';
import { useState } from 'react';
import { agreeToTerms } from '../../api/auth-api';
import { useLogout } from '../auth/useLogout';
import { ApiErrorAlert } from '../forms/ApiErrorAlert';
import { useSite } from '../site/site-query';
import { refreshViewer } from '../viewer/viewer-query';

/**
 * Spec 2.3: the trial terms screen, shown instead of any screen to a trial user who has not agreed.
 * I agree stays disabled until the terms box is ticked (spec 5.1); the follow-up box starts ticked.
 */
export function TrialTerms({ user }: { user: CurrentUser }) {
  const { shell, config } = useSite();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const [termsTicked, setTermsTicked] = useState(false);
  const [followUpTicked, setFollowUpTicked] = useState(true);
  const url = shell.trialTermsUrl;
  const shown = trialTermsShown(url);

  const agreement = useMutation({
    mutationFn: () =>
      agreeToTerms({
        // The account's user name is its e-mail address, as for POST /api/user/verify.
        userName: user.email,
        terms_agreed: 'yes',
        trial_follow_up: followUpTicked ? 'yes' : 'no',
      }),
    onSuccess: () => refreshViewer(queryClient),
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, maxWidth: 900, mx: 'auto' }}>
      <Typography variant="h2" component="h1" gutterBottom>
        Trial terms and conditions
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Welcome to your trial of {config.productName}. Please read the trial terms below and agree to them
        before you continue.
      </Typography>
      {/* The browser's own PDF viewer, not pdf.js: it cost about 490 KB gzip (decision 0014). Browsers
          without an embedded viewer (most phones) still have the links below. An uploaded PDF is
          served as a download only, so it is not framed: the link downloads it. */}
      {shown === 'framed' && (
        <Box
          component="iframe"
          title="Trial terms document"
          src={url}
          sx={{
            display: 'block',
            width: '100%',
            height: { xs: 360, md: 480 },
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'grey.200',
          }}
        />
      )}
      {shown === 'download' && (
        <Typography>Please download the trial terms and read them before you agree.</Typography>
      )}
      {shown === 'none' && (
        <Typography color="error">The trial terms cannot be shown here. Please contact support.</Typography>
      )}
      {shown !== 'none' && (
        <Stack direction="row" spacing={3} sx={{ mt: 1, flexWrap: 'wrap' }}>
          {shown === 'framed' && (
            <Typography variant="body2">
              <Link href={url} target="_blank" rel="noopener">
                Open the trial terms in a new tab
              </Link>
            </Typography>
          )}
          <Typography variant="body2">
            <Link href={url} download>
              Download the trial terms (PDF)
            </Link>
          </Typography>
        </Stack>
      )}
      <Stack sx={{ mt: 2 }}>
        <FormControlLabel
          required
          control={
            <Checkbox checked={termsTicked} onChange={(event) => setTermsTicked(event.target.checked)} />
          }
          label="I agree to the trial terms and conditions and the privacy policy"
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={followUpTicked}
              onChange={(event) => setFollowUpTicked(event.target.checked)}
            />
          }
          label="I would like to be contacted at the end of my trial"
        />
      </Stack>
      <ApiErrorAlert error={agreement.error} />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', mt: 3 }}>
        <Button variant="outlined" color="secondary" onClick={() => void logout()}>
          Log out
        </Button>
        <Button
          variant="contained"
          disabled={!termsTicked || agreement.isPending}
          onClick={() => agreement.mutate()}
        >
          I agree
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * How the terms show: framed (the product's own PDF, served to be viewed), as a download (an
 * uploaded PDF, which the server sends as a download only), or not at all (an address stored
 * before the address rule that the rule refuses: never a frame or a link).
 */
export function trialTermsShown(url: string): 'framed' | 'download' | 'none' {
  if (!isSafeAddress(url)) return 'none';
  return isUploadedFile(url) ? 'download' : 'framed';
}
