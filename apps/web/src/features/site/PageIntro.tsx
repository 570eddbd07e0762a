import Box from '@mui/material/Box';
import type { PageContentType } from '@tsr/contract';
import { Markdown } from '../../shared/Markdown';
import { usePageContent } from './page-content';

/**
 * The intro text of a screen (spec 1, 7.5: dashboard, review, user_list, metrics), under its
 * heading. Nothing shows while the text is read (it arrives with the screen's own data), so the
 * layout does not jump for a missing text.
 */
export function PageIntro({ type }: { type: PageContentType }) {
  const content = usePageContent(type);
  if (!content?.body.trim()) return null;
  return (
    <Box sx={{ mb: 3, color: 'text.secondary', maxWidth: '70ch' }} data-testid={`intro-${type}`}>
      <Markdown text={content.body} />
    </Box>
  );
}
