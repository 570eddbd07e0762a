import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { MouseEvent } from 'react';
import { useRef } from 'react';
import { APP_BAR_HEIGHT } from '../shell/app-bar-height';
import { type ReportSection, SECTION_NAV_HEIGHT } from './report-sections';
import { useCurrentSection } from './useCurrentSection';

/**
 * The report is long (score, a tall risk table, every response): a bar of links to its sections
 * sticks under the app bar, and marks the section being read (aria-current). A link scrolls its
 * section to just below the bar and moves focus there, so keyboard and screen reader users land
 * where they asked to go.
 */
export function SectionNav({ sections }: { sections: readonly ReportSection[] }) {
  const nav = useRef<HTMLElement>(null);
  const current = useCurrentSection(
    sections.map((s) => s.id),
    nav,
  );

  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  };

  return (
    <Box
      component="nav"
      ref={nav}
      aria-label="Report sections"
      sx={{
        position: 'sticky',
        top: APP_BAR_HEIGHT,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        height: SECTION_NAV_HEIGHT,
        mb: 3,
        bgcolor: 'background.default',
        borderBottom: 1,
        borderColor: 'divider',
        // Four short links fit a phone; should a language's titles not, the bar scrolls sideways.
        overflowX: 'auto',
      }}
    >
      <Box
        component="ul"
        sx={{
          display: 'flex',
          height: '100%',
          alignItems: 'stretch',
          gap: 0.5,
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
      >
        {sections.map((section, index) => {
          const isCurrent = index === current;
          return (
            <Box component="li" key={section.id} sx={{ display: 'flex' }}>
              <Link
                href={`#${section.id}`}
                onClick={(event) => go(event, section.id)}
                aria-current={isCurrent ? 'true' : undefined}
                underline="none"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  px: 1.5,
                  whiteSpace: 'nowrap',
                  fontWeight: isCurrent ? 700 : 500,
                  color: isCurrent ? 'primary.dark' : 'text.secondary',
                  borderBottom: 3,
                  borderColor: isCurrent ? 'primary.main' : 'transparent',
                  '&:hover': { color: 'text.primary' },
                }}
              >
                {section.title}
              </Link>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
