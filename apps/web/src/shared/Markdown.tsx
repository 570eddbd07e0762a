import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { markdownToHtml } from './markdown';

/**
 * A report text (markdown with '##li' bullets, as in the questionnaire). markdownToHtml shows raw
 * HTML as text and keeps only safe links, so inserting its output is safe.
 */
export function Markdown({ text, sx }: { text: string; sx?: SxProps<Theme> }) {
  return (
    <Box
      sx={[{ '& p': { my: 0.5 }, '& ul': { my: 0.5, pl: 3 } }, ...(Array.isArray(sx) ? sx : [sx])]}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markdownToHtml escapes raw HTML and unsafe links
      dangerouslySetInnerHTML={{ __html: markdownToHtml(text) }}
    />
  );
}
