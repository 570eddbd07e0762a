import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isSafeAddress } from '@tsr/contract';
import { useSite } from '../site/site-query';
import { useViewer } from '../viewer/useViewer';
import { visibleFooterLinks } from './footer-links';

/** The footer of spec 2.2: copyright line, company details and the links for the viewer. */
export function Footer() {
  const { shell } = useSite();
  const viewer = useViewer();
  const links = visibleFooterLinks(shell.footer.links, viewer);

  return (
    <Box
      component="footer"
      sx={{ mt: 'auto', py: 3, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Box>
            <Typography variant="body2" color="text.secondary">
              {shell.footer.copyright}
            </Typography>
            {shell.footer.companyDetails && (
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                {shell.footer.companyDetails}
              </Typography>
            )}
          </Box>
          {links.length > 0 && (
            <Stack component="nav" aria-label="Footer" direction="row" spacing={3}>
              {links.map((link) =>
                // A link stored before the address rule shows as its title, not a link.
                isSafeAddress(link.url) ? (
                  <Link key={`${link.title}-${link.url}`} href={link.url} variant="body2" underline="hover">
                    {link.title}
                  </Link>
                ) : (
                  <Typography key={`${link.title}-${link.url}`} variant="body2" component="span">
                    {link.title}
                  </Typography>
                ),
              )}
            </Stack>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
