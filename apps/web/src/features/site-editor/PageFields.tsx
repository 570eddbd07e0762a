import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  addressProblem,
  type ContentAttachment,
  markdownAddressProblem,
  type PageContent,
} from '@tsr/contract';
import { Markdown } from '../../shared/Markdown';
import { formatSize } from '../site/Attachments';
import { UploadButton } from './UploadButton';

/**
 * A page document: title, Markdown text with a live preview rendered by the pages' own renderer,
 * and attachments (PDFs and images; an image needs its alternative text). A link or attachment
 * whose address the address rule refuses is named before the admin saves.
 */
export function PageFields({
  value,
  onChange,
  onError,
}: {
  value: PageContent;
  onChange: (next: PageContent) => void;
  onError: (message: string) => void;
}) {
  // The API's own rule: a link the rule refuses is named before the admin saves.
  const bodyProblem = markdownAddressProblem(value.body);
  const setAttachment = (index: number, patch: Partial<ContentAttachment>) =>
    onChange({
      ...value,
      attachments: value.attachments.map((a, i) => (i === index ? { ...a, ...patch } : a)),
    });
  return (
    <Stack spacing={3}>
      <TextField
        label="Title"
        value={value.title}
        onChange={(e) => onChange({ ...value, title: e.target.value })}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          label="Text (Markdown)"
          multiline
          minRows={12}
          value={value.body}
          onChange={(e) => onChange({ ...value, body: e.target.value })}
          error={bodyProblem !== null}
          helperText={bodyProblem ?? undefined}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { sx: { fontFamily: 'monospace' } } }}
        />
        <Paper
          variant="outlined"
          component="section"
          aria-label="Preview"
          sx={{ flex: 1, p: 2, overflow: 'auto' }}
        >
          <Typography variant="overline" color="text.secondary">
            Preview
          </Typography>
          <Markdown text={value.body} />
        </Paper>
      </Stack>
      <Box component="section" aria-labelledby="attachments-heading">
        <Typography variant="h2" id="attachments-heading" gutterBottom>
          Attachments
        </Typography>
        <Stack spacing={2}>
          {value.attachments.map((attachment, index) => (
            <Paper key={attachment.url} variant="outlined" sx={{ p: 2 }}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <TextField
                  label="Attachment title"
                  value={attachment.title}
                  onChange={(e) => setAttachment(index, { title: e.target.value })}
                  sx={{ flex: 1 }}
                />
                {attachment.contentType.startsWith('image/') && (
                  <TextField
                    label="Alternative text"
                    required
                    value={attachment.alt}
                    onChange={(e) => setAttachment(index, { alt: e.target.value })}
                    sx={{ flex: 1 }}
                  />
                )}
                <Typography variant="body2" color="text.secondary">
                  {attachment.contentType === 'application/pdf' ? 'PDF' : attachment.contentType},{' '}
                  {formatSize(attachment.size)}
                </Typography>
                {addressProblem(attachment.url) !== null && (
                  <Typography variant="body2" color="error" role="alert">
                    Its address is refused: {addressProblem(attachment.url)} Remove it and upload the file
                    again.
                  </Typography>
                )}
                <IconButton
                  aria-label={`Remove attachment ${attachment.title}`}
                  onClick={() =>
                    onChange({ ...value, attachments: value.attachments.filter((_, i) => i !== index) })
                  }
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
            </Paper>
          ))}
          <Box>
            <UploadButton
              label="Upload attachment"
              accept="application/pdf,image/png,image/jpeg,image/gif,image/webp"
              onError={onError}
              onUploaded={(file, originalName) =>
                onChange({
                  ...value,
                  attachments: [
                    ...value.attachments,
                    {
                      title: originalName.replace(/\.[^.]*$/, ''),
                      url: file.url,
                      contentType: file.contentType,
                      size: file.size,
                      alt: '',
                    },
                  ],
                })
              }
            />
          </Box>
        </Stack>
      </Box>
    </Stack>
  );
}
