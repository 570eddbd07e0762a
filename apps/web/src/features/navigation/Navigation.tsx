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
import { NAV_PATHS, navTitle, showsEditorActions, visibleNavEntries } from './nav-entries';
import { NAV_ICONS } from './nav-icons';

const activeLink = {
  '&.active': {
    bgcolor: 'action.selected',
    color: 'primary.dark',
    '& .MuiListItemIcon-root': { color: 'primary.main' },
  },
};

/** The main navigation of spec 2.2: the entries the viewer may see, titled from the shell content. */
export function Navigation({ onNavigate }: { onNavigate?: () => void }) {
  const viewer = useViewer();
  const { shell } = useSite();
  const logout = useLogout();

  return (
    <Box component="nav" aria-label="Main">
      <List>
        {/* Each entry in its own list item (WCAG 1.3.1): a list holds only items. */}
        {visibleNavEntries(viewer).map((key) => (
          <ListItem key={key} disablePadding>
            {key === 'Logout' ? (
              <ListItemButton
                onClick={() => {
                  onNavigate?.();
                  void logout();
                }}
              >
                <ListItemIcon>{NAV_ICONS[key]}</ListItemIcon>
                <ListItemText primary={navTitle(shell, key)} />
              </ListItemButton>
            ) : (
              <ListItemButton
                component={NavLink}
                to={NAV_PATHS[key]}
                end
                onClick={onNavigate}
                sx={activeLink}
              >
                <ListItemIcon>{NAV_ICONS[key]}</ListItemIcon>
                <ListItemText primary={navTitle(shell, key)} />
              </ListItemButton>
            )}
          </ListItem>
        ))}
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
