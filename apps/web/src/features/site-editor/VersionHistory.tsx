import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ContentVersionInfo } from '@tsr/contract';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Every published version, newest first; an earlier one can be published again (restored). */
export function VersionHistory({
  versions,
  busy,
  onRestore,
}: {
  versions: ContentVersionInfo[];
  busy: boolean;
  onRestore: (version: number) => void;
}) {
  if (versions.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        Never published: readers see the built-in text.
      </Typography>
    );
  }
  return (
    <List dense aria-label="Published versions">
      {versions.map((v, index) => (
        <ListItem
          key={v.version}
          secondaryAction={
            index === 0 ? (
              <Typography variant="body2" color="text.secondary">
                Current
              </Typography>
            ) : (
              <Button size="small" disabled={busy} onClick={() => onRestore(v.version)}>
                Restore version {v.version}
              </Button>
            )
          }
        >
          <ListItemText
            primary={`Version ${v.version}`}
            secondary={`${dateTime.format(new Date(v.publishedAt))}${v.publishedBy ? ` by ${v.publishedBy}` : ''}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
