import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type CSSProperties, lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Outlet, Link as RouterLink, useNavigation } from 'react-router';
import { removeFirstPaint } from '../auth/first-paint';
import { Footer } from '../footer/Footer';
import { HelpChat } from '../help-chat/HelpChat';
import { Navigation } from '../navigation/Navigation';
import type { NavEntry } from '../navigation/nav-entries';
import { useSite } from '../site/site-query';
import { useViewer } from '../viewer/useViewer';
import { mustAgreeToTrialTerms, viewerEmail } from '../viewer/viewer';
import { appBarHeightVariable } from './app-bar-height';
import { Loading } from './Loading';
import { MAIN_ID, SkipLink } from './SkipLink';
import { useFocusOnNavigate } from './useFocusOnNavigate';
import { useHeight } from './useHeight';

const DRAWER_WIDTH = 260;

// Only trial users who have not agreed see the terms: everyone else never downloads that screen.
// The language selector (an MUI Select with its menu) shows only outside production: it loads on
// its own so that the sign-in route does not download Select, Menu and Popover (decision 0014).
const LanguageSelector = lazy(() =>
  import('../../i18n/LanguageSelector').then((m) => ({ default: m.LanguageSelector })),
);
const TrialTerms = lazy(() => import('../trial-terms/TrialTerms').then((m) => ({ default: m.TrialTerms })));

/**
 * The application shell: app bar, main navigation, the routed screen and the footer. The
 * navigation's entries come from the screen table (routes/routes.tsx), which renders the shell.
 *
 * The app bar sticks to the top inside the page's flow rather than floating over it, so the screen
 * starts below it however tall it is: its title wraps to two or three lines on a phone, which a
 * spacer of the toolbar's standard height left covering the screen's heading. What must still
 * leave room for it (the drawer's top, a bar that sticks below it, through --app-bar-height) uses
 * its measured height.
 */
export function AppShell({ navigation: navEntries }: { navigation: readonly NavEntry[] }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { shell, config } = useSite();
  const viewer = useViewer();
  const navigating = useNavigation().state === 'loading';
  const email = viewerEmail(viewer);
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigate(mainRef);
  const appBarRef = useRef<HTMLElement>(null);
  const appBarHeight = useHeight(appBarRef);

  useEffect(() => {
    document.title = shell.title;
  }, [shell.title]);
  // The plain sign-in form of /login's page goes once the app draws: the sign-in screen took what
  // was typed in it already (its effects run before the shell's).
  useLayoutEffect(removeFirstPaint, []);

  const navigation = (
    <Navigation entries={navEntries} onNavigate={wide ? undefined : () => setDrawerOpen(false)} />
  );

  return (
    <Box
      // Until the app bar is measured, the toolbar's standard heights stand in for its height.
      sx={[
        { display: 'flex', flexDirection: 'column', minHeight: '100vh' },
        (t) => appBarHeightVariable(t.mixins.toolbar),
      ]}
      style={appBarHeight ? ({ '--app-bar-height': `${appBarHeight}px` } as CSSProperties) : undefined}
    >
      <SkipLink mainRef={mainRef} />
      <AppBar ref={appBarRef} position="sticky" color="secondary" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 2 }}>
          {!wide && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label="Open navigation"
              onClick={() => setDrawerOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Link
            component={RouterLink}
            to="/"
            color="inherit"
            underline="none"
            variant="h6"
            sx={{ fontWeight: 700, flexGrow: 1, letterSpacing: 0.2 }}
          >
            {shell.title}
          </Link>
          {/* Spec 2.2: hidden in production, which is the server's APP_ENV, not how the app was built. */}
          {config.environment !== 'production' && (
            <Suspense fallback={null}>
              <LanguageSelector />
            </Suspense>
          )}
          {email && wide && (
            <Chip
              label={email}
              variant="outlined"
              sx={{ color: 'inherit', borderColor: 'rgba(255,255,255,0.4)' }}
            />
          )}
        </Toolbar>
        {navigating && (
          <LinearProgress aria-label="Loading" sx={{ position: 'absolute', bottom: 0, left: 0, right: 0 }} />
        )}
      </AppBar>
      <Box sx={{ display: 'flex', flexGrow: 1 }}>
        <Drawer
          variant={wide ? 'permanent' : 'temporary'}
          open={wide || drawerOpen}
          onClose={() => setDrawerOpen(false)}
          // On a phone the drawer opens as a dialog, which needs a name; the permanent one is no dialog.
          slotProps={wide ? undefined : { paper: { 'aria-label': 'Navigation' } }}
          sx={{
            width: DRAWER_WIDTH,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
          }}
        >
          {/* The drawer starts at the window's top, under the app bar. It opens on a phone in a layer of
            its own outside the shell's box, where --app-bar-height does not reach: the height itself. */}
          <Box sx={(t) => (appBarHeight ? { height: appBarHeight, flexShrink: 0 } : t.mixins.toolbar)} />
          {navigation}
        </Drawer>
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Container
            component="main"
            id={MAIN_ID}
            ref={mainRef}
            tabIndex={-1}
            maxWidth="lg"
            sx={{ flexGrow: 1, py: { xs: 2, md: 4 }, '&:focus': { outline: 'none' } }}
          >
            {viewer.kind === 'user' && mustAgreeToTrialTerms(viewer) ? (
              <Suspense fallback={<Loading />}>
                <TrialTerms user={viewer.user} />
              </Suspense>
            ) : (
              <Outlet />
            )}
          </Container>
          <Footer />
        </Box>
      </Box>
      <HelpChat />
    </Box>
  );
}
