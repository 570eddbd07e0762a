import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_NAV_TITLES, withLaterEntries } from '@tsr/content/site';
import { addressProblem, type FooterLink, NavKey, type ShellContent } from '@tsr/contract';
import { UploadButton } from './UploadButton';

/**
 * The application shell as structured fields: product title, a title per navigation entry (an
 * empty title shows 'missing', spec 1), footer copyright, company details and links, and the
 * trial terms PDF, replaced by uploading a new one. An address the address rule refuses is
 * named at its field before the admin saves.
 */
export function ShellFields({
  value,
  onChange,
  onError,
}: {
  value: ShellContent;
  onChange: (next: ShellContent) => void;
  onError: (message: string) => void;
}) {
  // A document published before a later entry existed shows (and saves) its default title, as the
  // navigation reads it, rather than an empty field that would save 'missing'.
  const navigation = withLaterEntries(value.navigation);
  const titleOf = (key: NavKey) => navigation.find((n) => n.key === key)?.title ?? '';
  const setTitle = (key: NavKey, title: string) =>
    onChange({
      ...value,
      navigation: NavKey.options.map((k) => ({ key: k, title: k === key ? title : titleOf(k) })),
    });
  const setFooter = (patch: Partial<ShellContent['footer']>) =>
    onChange({ ...value, footer: { ...value.footer, ...patch } });
  const setLink = (index: number, patch: Partial<FooterLink>) =>
    setFooter({ links: value.footer.links.map((l, i) => (i === index ? { ...l, ...patch } : l)) });
  // A document saved before the address rule may hold one it refuses.
  const trialTermsProblem = addressProblem(value.trialTermsUrl);

  return (
    <Stack spacing={4}>
      <TextField
        label="Product title"
        value={value.title}
        onChange={(e) => onChange({ ...value, title: e.target.value })}
      />

      <Box component="section" aria-labelledby="nav-titles-heading">
        <Typography variant="h2" id="nav-titles-heading" gutterBottom>
          Navigation titles
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          An entry left empty shows the title 'missing'.
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
          }}
        >
          {NavKey.options.map((key) => (
            <TextField
              key={key}
              label={`Navigation: ${DEFAULT_NAV_TITLES[key]}`}
              value={titleOf(key)}
              onChange={(e) => setTitle(key, e.target.value)}
            />
          ))}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="footer-heading">
        <Typography variant="h2" id="footer-heading" gutterBottom>
          Footer
        </Typography>
        <Stack spacing={2}>
          <TextField
            label="Copyright"
            value={value.footer.copyright}
            onChange={(e) => setFooter({ copyright: e.target.value })}
          />
          <TextField
            label="Company details"
            multiline
            minRows={2}
            value={value.footer.companyDetails}
            onChange={(e) => setFooter({ companyDetails: e.target.value })}
          />
          {value.footer.links.map((link, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: links have no id and may repeat; the index is their identity
            <Paper key={index} variant="outlined" sx={{ p: 2 }}>
              <Stack
                direction={{ xs: 'column', md: 'row' }}
                spacing={2}
                sx={{ alignItems: { md: 'center' } }}
              >
                <TextField
                  label="Link title"
                  value={link.title}
                  onChange={(e) => setLink(index, { title: e.target.value })}
                />
                <TextField
                  label="Link address"
                  value={link.url}
                  onChange={(e) => setLink(index, { url: e.target.value })}
                  // The API's own rule: the admin reads why before saving.
                  error={addressProblem(link.url) !== null}
                  helperText={addressProblem(link.url) ?? undefined}
                  sx={{ flex: 1 }}
                />
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={link.public}
                      onChange={(e) => setLink(index, { public: e.target.checked })}
                    />
                  }
                  label="Only when signed out"
                />
                <IconButton
                  aria-label={`Remove link ${link.title}`}
                  onClick={() => setFooter({ links: value.footer.links.filter((_, i) => i !== index) })}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
            </Paper>
          ))}
          <Box>
            <Button
              startIcon={<AddIcon />}
              onClick={() =>
                setFooter({ links: [...value.footer.links, { title: '', url: '', public: false }] })
              }
            >
              Add link
            </Button>
          </Box>
        </Stack>
      </Box>

      <Box component="section" aria-labelledby="trial-terms-heading">
        <Typography variant="h2" id="trial-terms-heading" gutterBottom>
          Trial terms
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          {trialTermsProblem === null ? (
            <Link href={value.trialTermsUrl} download>
              Current trial terms (PDF)
            </Link>
          ) : (
            <Typography color="error" role="alert">
              The trial terms address is refused: {trialTermsProblem} Upload the trial terms PDF again.
            </Typography>
          )}
          <UploadButton
            label="Replace trial terms PDF"
            accept="application/pdf"
            onError={onError}
            onUploaded={(file) => {
              if (file.contentType !== 'application/pdf') {
                onError('The trial terms must be a PDF.');
                return;
              }
              onChange({ ...value, trialTermsUrl: file.url });
            }}
          />
        </Stack>
      </Box>
    </Stack>
  );
}
