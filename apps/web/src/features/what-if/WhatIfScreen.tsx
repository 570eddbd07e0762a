import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SCENARIO_TEXTS, type ScenarioSummary } from '@tsr/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { countOf } from '../../shared/count-words';
import { ConfirmDialog } from '../forms/ConfirmDialog';
import { APP_BAR_HEIGHT } from '../shell/app-bar-height';
import { Loading } from '../shell/Loading';
import { ScreenHeading } from '../shell/ScreenHeading';
import { ChangesEditor } from './ChangesEditor';
import { SavedScenarios } from './SavedScenarios';
import { SaveScenarioDialog } from './SaveScenarioDialog';
import { ScenarioResult } from './ScenarioResult';
import { changeCount } from './scenario-changes';
import { useWhatIf } from './useWhatIf';

export const NEVER_CHANGES =
  "Change answers or structure dates of this review and see its risk table and score scored again on the report's own survey version, against the report. The report itself never changes.";

/** What the user asked for that would drop changes not saved, waiting for their yes. */
type Discarding = { next: 'open'; scenario: ScenarioSummary } | { next: 'startAgain' };

const changesText = (n: number) => (n === 0 ? 'No changes' : countOf(n, 'change'));

/**
 * What if (issue 33) on a submitted review's report, for whoever may read the report: the changes
 * editor on the left (on top on a phone), the scenario scored against the report on the right, and
 * the report's saved scenarios. Scoring waits for Try, so typing never scores half an answer.
 */
export function WhatIfScreen({ reviewId }: { reviewId: string }) {
  const w = useWhatIf(reviewId);
  const [saving, setSaving] = useState<{ asNew: boolean } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [discarding, setDiscarding] = useState<Discarding | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const heading = (
    <>
      <ScreenHeading>What if</ScreenHeading>
      <Typography sx={{ mb: 1 }}>{NEVER_CHANGES}</Typography>
      <Link component={RouterLink} to={`/review/${reviewId}/report`} sx={{ display: 'inline-block', mb: 3 }}>
        Back to the report
      </Link>
    </>
  );
  if (!w.questions.data)
    return (
      <>
        {heading}
        {w.questions.isError ? (
          <Alert severity="error">{errorMessage(w.questions.error)}</Alert>
        ) : (
          <Loading />
        )}
      </>
    );

  const busy = w.attempt.isPending || w.save.isPending || w.open.isPending || w.remove.isPending;
  const count = changeCount(w.changes);
  const opened = w.opened;
  const ask = (action: Discarding) => {
    if (w.unsaved) setDiscarding(action);
    else run(action);
  };
  const run = (action: Discarding) => {
    setNotice(null);
    if (action.next === 'open') w.open.mutate(action.scenario);
    else w.startAgain();
  };
  const actionError = w.open.error ?? w.remove.error ?? w.download.error;

  return (
    <>
      {heading}
      <Box component="section" aria-labelledby="saved-heading" sx={{ mb: 4 }}>
        <Typography variant="h2" id="saved-heading" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
          Saved scenarios
        </Typography>
        {w.scenarios.isError && <Alert severity="error">{errorMessage(w.scenarios.error)}</Alert>}
        {w.scenarios.data && (
          <SavedScenarios
            scenarios={w.scenarios.data.scenarios}
            openedId={opened?.id ?? null}
            busy={busy || w.download.isPending}
            onOpen={(scenario) => ask({ next: 'open', scenario })}
            onDownload={(scenario) => w.download.mutate(scenario)}
          />
        )}
        {actionError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(actionError)}
          </Alert>
        )}
        {notice && (
          <Alert severity="success" role="status" sx={{ mt: 2 }} onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
          alignItems: 'start',
        }}
      >
        <Box component="section" aria-labelledby="changes-heading">
          <Typography variant="h2" id="changes-heading" sx={{ fontSize: '1.5rem', mb: 1 }}>
            Changes
          </Typography>
          {opened && (
            <Typography sx={{ fontWeight: 600, mb: 1 }}>{SCENARIO_TEXTS.named(opened.name)}</Typography>
          )}
          <Paper
            variant="outlined"
            sx={{ position: 'sticky', top: APP_BAR_HEIGHT, zIndex: 2, p: 1.5, mb: 2 }}
          >
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
              <Button type="submit" form="what-if-changes" variant="contained" disabled={busy}>
                Try
              </Button>
              {opened?.mayEdit ? (
                <>
                  <Button variant="outlined" disabled={busy} onClick={() => setSaving({ asNew: false })}>
                    Save
                  </Button>
                  <Button disabled={busy} onClick={() => setSaving({ asNew: true })}>
                    Save as new
                  </Button>
                  <Button color="error" disabled={busy} onClick={() => setDeleting(true)}>
                    Delete
                  </Button>
                </>
              ) : (
                <Button variant="outlined" disabled={busy} onClick={() => setSaving({ asNew: true })}>
                  {opened ? 'Save as new' : 'Save'}
                </Button>
              )}
              {(opened || count > 0) && (
                <Button disabled={busy} onClick={() => ask({ next: 'startAgain' })}>
                  Start again
                </Button>
              )}
              <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
                {changesText(count)}
                {opened && w.unsaved ? ', not saved' : ''}
              </Typography>
            </Stack>
            {w.refusal && (
              <Alert severity="error" sx={{ mt: 1.5 }}>
                Not scored: {w.refusal}
              </Alert>
            )}
          </Paper>
          {opened && !opened.mayEdit && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Someone else saved this scenario: you may try changes and save them as a new scenario.
            </Typography>
          )}
          <form
            id="what-if-changes"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              w.tryNow();
            }}
          >
            <ChangesEditor questions={w.questions.data} changes={w.changes} onChange={w.setChanges} />
          </form>
        </Box>

        <Box
          component="section"
          aria-labelledby="result-heading"
          aria-busy={w.attempt.isPending || w.open.isPending}
        >
          <Typography variant="h2" id="result-heading" sx={{ fontSize: '1.5rem', mb: 1 }}>
            {SCENARIO_TEXTS.against}
          </Typography>
          {w.stale && (
            <Alert severity="info" sx={{ mb: 2 }}>
              The changes have changed since this was scored: press Try to score them.
            </Alert>
          )}
          {w.tried ? (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {SCENARIO_TEXTS.explanation}
              </Typography>
              <ScenarioResult result={w.tried.result} />
            </>
          ) : (
            <Typography color="text.secondary">
              Change an answer or a date, then press Try: the scenario is scored against the report here.
            </Typography>
          )}
        </Box>
      </Box>

      {saving && (
        <SaveScenarioDialog
          title={saving.asNew || !opened ? 'Save the scenario' : `Save “${opened.name}”`}
          initialName={saving.asNew || !opened ? '' : opened.name}
          pending={w.save.isPending}
          error={w.save.error ? errorMessage(w.save.error) : null}
          onCancel={() => {
            setSaving(null);
            w.save.reset();
          }}
          onSave={(name) =>
            w.saveAs(name, saving.asNew || !opened, {
              onSuccess: (summary) => {
                setSaving(null);
                setNotice(`Saved “${summary.name}”.`);
              },
            })
          }
        />
      )}
      <ConfirmDialog
        open={deleting && opened !== null}
        title="Delete the scenario"
        text={`Delete “${opened?.name ?? ''}”? Its changes stay on screen until you leave, but it will no longer be listed.`}
        confirmLabel="Delete"
        pending={w.remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          if (!opened) return;
          const name = opened.name;
          w.remove.mutate(opened.id, {
            onSuccess: () => setNotice(`Deleted “${name}”.`),
            onSettled: () => setDeleting(false),
          });
        }}
      />
      <ConfirmDialog
        open={discarding !== null}
        title="Changes not saved"
        text={
          discarding?.next === 'open'
            ? `Open “${discarding.scenario.name}”? The changes on screen have not been saved and will be replaced.`
            : 'Start again from the report? The changes on screen have not been saved and will be cleared.'
        }
        confirmLabel={discarding?.next === 'open' ? 'Open' : 'Start again'}
        onCancel={() => setDiscarding(null)}
        onConfirm={() => {
          if (discarding) run(discarding);
          setDiscarding(null);
        }}
      />
    </>
  );
}
