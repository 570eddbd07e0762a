import Link from '@mui/material/Link';
import type { RefObject } from 'react';
import { focusScreenStart } from './focus-heading';

export const MAIN_ID = 'main-content';

/**
 * The first Tab stop of every page (WCAG 2.4.1): hidden until focused, it moves focus past the app
 * bar and the navigation to the screen's heading. It focuses from script rather than following
 * the #fragment, which the router would take for a navigation.
 */
export function SkipLink({ mainRef }: { mainRef: RefObject<HTMLElement | null> }) {
  return (
    <Link
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        if (mainRef.current) focusScreenStart(mainRef.current);
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (t) => t.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'secondary.main',
        fontWeight: 600,
        borderRadius: 1,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none' },
      }}
    >
      Skip to main content
    </Link>
  );
}
