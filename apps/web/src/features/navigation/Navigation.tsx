import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { NavLink } from 'react-router';
import { useLogout } from '../auth/useLogout';
import { useSite } from '../site/site-query';
import { useViewer } from '../viewer/useViewer';
import { EditorActions } from './editor-actions';
import { isShownTo, type NavEntry, navTitle, showsEditorActions } from './nav-entries';

const activeLink = {
  '&.active': {
    bgcolor: 'action.selected',
    color: 'primary.dark',
    '& .MuiListItemIcon-root': { color: 'primary.main' },
  },
};

/** The main navigation of spec 2.2: the entries the viewer may see, titled from the shell content, then Logout. */
export function Navigation({
  entries,
  onNavigate,
}: {
  /** The screen table's entries, in the spec's order (navEntries). */
  entries: readonly NavEntry[];
  onNavigate?: () => void;
}) {
  const viewer = useViewer();
  const { shell } = useSite();
  const logout = useLogout();

  return (
    <Box component="nav" aria-label="Main">
      <List>
        {/* Each entry in its own list item (WCAG 1.3.1): a list holds only items. */}
        {entries
          .filter((entry) => isShownTo(entry.shownTo, viewer))
          .map((entry) => (
            <ListItem key={entry.key} disablePadding>
              <ListItemButton component={NavLink} to={entry.path} end onClick={onNavigate} sx={activeLink}>
                <ListItemIcon>{entry.icon}</ListItemIcon>
                <ListItemText primary={navTitle(shell, entry.key)} />
              </ListItemButton>
            </ListItem>
          ))}
        {isShownTo('signedIn', viewer) && (
          <ListItem disablePadding>
            <ListItemButton
              onClick={() => {
                onNavigate?.();
                void logout();
              }}
            >
              <ListItemIcon>
                <LogoutOutlined />
              </ListItemIcon>
              <ListItemText primary={navTitle(shell, 'Logout')} />
            </ListItemButton>
          </ListItem>
        )}
      </List>
      {showsEditorActions(viewer) && (
        <>
          <Divider />
          <EditorActions />
        </>
      )}
    </Box>
  );
}
