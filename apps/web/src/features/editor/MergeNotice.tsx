import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { Edits, ServerDraft } from './draft-sections';
import { writeEdits } from './edits-storage';
import { rebaseEdits, staleSections } from './rebase-edits';

/**
 * When another admin saved a section this tab has edits of (the save was refused with 409, or the
 * tab was reloaded since), offers to merge this tab's edits onto the saved draft; afterwards says
 * where both changed the same field (this tab's value was kept), so Save can go on.
 */
export function MergeNotice({ server, edits }: { server: ServerDraft; edits: Edits }) {
  const [merged, setMerged] = useState<string[] | null>(null);
  const stale = staleSections(edits, server);
  if (stale.length > 0)
    return (
      <Alert
        severity="warning"
        sx={{ mb: 2 }}
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              const rebased = rebaseEdits(edits, server);
              writeEdits(rebased.edits);
              setMerged(rebased.conflicts);
            }}
          >
            Merge my edits
          </Button>
        }
      >
        The {stale.join(', ')} were saved in another tab or by another administrator after you started
        editing. Your edits are kept in this tab: merge them with the saved draft, then save.
      </Alert>
    );
  if (merged === null) return null;
  return (
    <Alert
      severity={merged.length > 0 ? 'warning' : 'success'}
      sx={{ mb: 2 }}
      onClose={() => setMerged(null)}
    >
      {merged.length === 0
        ? 'Your edits are merged with the saved draft. Save to keep them.'
        : `Your edits are merged with the saved draft. Both of you changed ${merged.join(', ')}: your version was kept. Check it and save.`}
    </Alert>
  );
}
