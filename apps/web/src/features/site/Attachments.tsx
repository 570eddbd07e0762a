import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ContentAttachment, isSafeAddress } from '@tsr/contract';

const KB = 1024;

export function formatSize(bytes: number): string {
  return bytes >= KB * KB
    ? `${(bytes / (KB * KB)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / KB))} KB`;
}

/**
 * A page's attachments: images shown with their alternative text, PDFs as links that
 * download them (the server sends them as downloads), with their size so a phone user
 * knows what they download. An attachment whose address the address rule refuses (stored before
 * the rule) shows its title only: no image is loaded and no link made.
 */
export function Attachments({
  attachments,
  headingId,
}: {
  attachments: ContentAttachment[];
  headingId: string;
}) {
  if (attachments.length === 0) return null;
  const images = attachments.filter((a) => a.contentType.startsWith('image/'));
  const documents = attachments.filter((a) => !a.contentType.startsWith('image/'));
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography variant="h2" id={headingId} gutterBottom>
        Attachments
      </Typography>
      {images.map((image) => (
        <Box component="figure" key={image.url} sx={{ m: 0, mb: 3 }}>
          {isSafeAddress(image.url) && (
            <Box
              component="img"
              src={image.url}
              alt={image.alt}
              sx={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 1 }}
            />
          )}
          <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {image.title}
          </Typography>
        </Box>
      ))}
      {documents.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {documents.map((doc) => (
            <li key={doc.url}>
              {isSafeAddress(doc.url) ? (
                <Link
                  href={doc.url}
                  download
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, py: 0.5 }}
                >
                  <PictureAsPdfIcon fontSize="small" aria-hidden />
                  {doc.title}
                  <Typography component="span" variant="body2" color="text.secondary">
                    (PDF, {formatSize(doc.size)})
                  </Typography>
                </Link>
              ) : (
                <Typography component="span">{doc.title}</Typography>
              )}
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}
