import Alert from '@mui/material/Alert';
import { ScreenHeading } from './ScreenHeading';

/** A screen owned by a later issue: its title and a plain statement that it is not built yet. */
export function NotBuiltYet({ title }: { title: string }) {
  return (
    <>
      <ScreenHeading>{title}</ScreenHeading>
      <Alert severity="info">This screen is not built yet.</Alert>
    </>
  );
}
