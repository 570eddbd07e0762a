import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Rule, TryItem, TryResponse } from '@tsr/contract';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { useDraft } from '../draft-context';
import { useFormValues } from './form-values';
import { TryResult } from './TryResult';
import { tryItem, tryTargets } from './try-api';
import { definitionItem, ruleItem, subgroupItem } from './try-items';

export const TRY_TEXTS = {
  open: 'Try it',
  title: 'Try it before saving',
  golden: 'A golden structure',
  review: 'A submitted review',
  goldenLabel: 'Golden structure',
  reviewLabel: 'Review',
  reviewHelp: "The review's or its report's reference, or the structure's name (its latest submitted review)",
  run: 'Try',
  running: 'Trying…',
  close: 'Close',
  nothingStored: 'Nothing is saved or changed: no review, report or draft. The form is tried as it is now.',
} as const;

/**
 * Try it (docs/authoring.md): a button beside an editor's form that opens a dialog to run the
 * form's item, as typed and unsaved, on a golden structure or a submitted review, with the editor's
 * unsaved sections. `item` makes the item from the open form's values (null: nothing to try).
 */
export function TryIt({ item }: { item: (values: Readonly<Record<string, unknown>>) => TryItem | null }) {
  const [open, setOpen] = useState(false);
  const values = useFormValues();
  const tried = values ? item(values) : null;
  return (
    <>
      <Button
        variant="outlined"
        disabled={!tried}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {TRY_TEXTS.open}
      </Button>
      {open && tried && <TryDialog item={tried} onClose={() => setOpen(false)} />}
    </>
  );
}

function TryDialog({ item, onClose }: { item: TryItem; onClose: () => void }) {
  const { content, unsaved } = useDraft();
  const [kind, setKind] = useState<'golden' | 'review'>('golden');
  const [golden, setGolden] = useState('');
  const [review, setReview] = useState('');
  const targets = useQuery({ queryKey: ['editor', 'try-targets'], queryFn: tryTargets, staleTime: Infinity });
  const firstGolden = targets.data?.golden[0]?.name ?? '';
  const chosenGolden = golden || firstGolden;
  const run = useMutation<TryResponse, unknown, void>({
    mutationFn: () =>
      tryItem(
        item,
        kind === 'golden' ? { golden: chosenGolden } : { review: review.trim() },
        content,
        unsaved,
      ),
  });
  const ready = kind === 'golden' ? chosenGolden !== '' : review.trim() !== '';

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="try-it-title">
      <DialogTitle id="try-it-title">{TRY_TEXTS.title}</DialogTitle>
      <DialogContent>
        <Stack
          spacing={2}
          component="form"
          aria-label={TRY_TEXTS.title}
          onSubmit={(event) => {
            event.preventDefault();
            if (ready) run.mutate();
          }}
        >
          <Typography variant="body2" color="text.secondary">
            {TRY_TEXTS.nothingStored}
          </Typography>
          <RadioGroup
            row
            value={kind}
            onChange={(event) => setKind(event.target.value as 'golden' | 'review')}
          >
            <FormControlLabel value="golden" control={<Radio />} label={TRY_TEXTS.golden} />
            <FormControlLabel value="review" control={<Radio />} label={TRY_TEXTS.review} />
          </RadioGroup>
          {kind === 'golden' ? (
            <TextField
              select
              label={TRY_TEXTS.goldenLabel}
              value={chosenGolden}
              onChange={(event) => setGolden(event.target.value)}
              helperText={targets.data?.golden.find((g) => g.name === chosenGolden)?.description}
              error={targets.isError}
            >
              {(targets.data?.golden ?? []).map((g) => (
                <MenuItem key={g.name} value={g.name}>
                  {g.name}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <TextField
              label={TRY_TEXTS.reviewLabel}
              value={review}
              onChange={(event) => setReview(event.target.value)}
              helperText={TRY_TEXTS.reviewHelp}
            />
          )}
          {targets.isError && <Alert severity="error">{errorMessage(targets.error)}</Alert>}
          <Button
            type="submit"
            variant="contained"
            disabled={!ready || run.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {run.isPending ? TRY_TEXTS.running : TRY_TEXTS.run}
          </Button>
          {run.isError && <Alert severity="error">{errorMessage(run.error)}</Alert>}
          {run.data && !run.isPending && (
            <section aria-label="Try it result">
              <TryResult result={run.data} />
            </section>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{TRY_TEXTS.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Try it for the rule form of `rule`. */
export const TryRule = ({ rule }: { rule: Rule }) => <TryIt item={ruleItem(rule)} />;

/** Try it for the form of a subgroup of the rule tree or of the response tree. */
export const TrySubgroup = ({
  tree,
  subgroup,
}: {
  tree: 'rules' | 'responses';
  subgroup: Parameters<typeof subgroupItem>[1];
}) => <TryIt item={subgroupItem(tree === 'rules' ? 'ruleSubgroup' : 'responseSubgroup', subgroup)} />;

/** Try it for the definition form editing `definitionId` (null: a new definition). */
export const TryDefinition = ({ definitionId }: { definitionId: string | null }) => (
  <TryIt item={definitionItem(definitionId)} />
);
