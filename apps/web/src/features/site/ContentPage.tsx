import Box from '@mui/material/Box';
import type { PageContentType } from '@tsr/contract';
import { Markdown } from '../../shared/Markdown';
import { Loading } from '../shell/Loading';
import { ScreenHeading } from '../shell/ScreenHeading';
import { Attachments } from './Attachments';
import { usePageContent } from './page-content';

/**
 * A page made of one content document (spec 2.10: Product, Support): its title as the heading,
 * its Markdown text and its attachments. Text is kept to a readable line length on a desktop and
 * fills the width of a phone.
 */
export function ContentPage({ type }: { type: PageContentType }) {
  const content = usePageContent(type);
  if (!content) return <Loading />;
  return (
    <Box
      component="article"
      sx={{
        maxWidth: '75ch',
        '& h2': { typography: 'h2', mt: 4, mb: 1.5 },
        '& h3': { typography: 'h3', mt: 3, mb: 1 },
        '& ol, & ul': { pl: 3 },
        '& li': { mb: 1 },
        '& img': { maxWidth: '100%', height: 'auto' },
        overflowWrap: 'anywhere',
      }}
    >
      <ScreenHeading>{content.title}</ScreenHeading>
      <Markdown text={content.body} />
      <Attachments attachments={content.attachments} headingId={`${type}-attachments`} />
    </Box>
  );
}
