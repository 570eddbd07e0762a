import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ContentDocument,
  type ContentEditorState,
  type ContentLocale,
  type ContentType,
  checkContentDocument,
  type PageContent,
  type ShellContent,
  type SurveyIntroContent,
} from '@tsr/contract';
import { useId, useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { Loading } from '../shell/Loading';
import { ScreenHeading } from '../shell/ScreenHeading';
import { siteQuery } from '../site/site-query';
import { PageFields } from './PageFields';
import { ShellFields } from './ShellFields';
import { SurveyIntroFields } from './SurveyIntroFields';
import { fetchEditorState, publishDraft, restoreVersion, saveDraft } from './site-editor-api';
import { VersionHistory } from './VersionHistory';

/** Issue 34: what Publish document does, beside it. */
export const PUBLISH_DOCUMENT_HELP =
  'Publish document saves your changes and makes this document, in this language, what every visitor sees from their next page load; earlier versions stay below and can be restored.';

/** The documents an admin edits, by the names the screens use (spec 7.5). */
export const DOCUMENT_NAMES: Record<ContentType, string> = {
  shell: 'Navigation, footer and trial terms',
  product: 'Product page (About)',
  support: 'Support page',
  dashboard: 'Dashboard intro',
  review: 'Reviews intro',
  user_list: 'User List intro',
  metrics: 'Customer Metrics intro',
  survey: 'New Review (structure builder) intro',
};

const LOCALE_NAMES: Record<ContentLocale, string> = { 'en-GB': 'English (en-GB)', 'de-DE': 'German (de-DE)' };

/**
 * The site content editor. Pick a document and a language, edit it (the draft, else
 * what readers see now), save it as a draft, publish it; every published version is kept and can
 * be restored.
 */
export function SiteContentEditor() {
  const [type, setType] = useState<ContentType>('product');
  const [locale, setLocale] = useState<ContentLocale>('en-GB');
  // Kept here: publishing brings a new version, which starts a fresh working copy below.
  const [outcome, setOutcome] = useState<Outcome>(null);
  const state = useQuery({
    queryKey: ['content-editor', type, locale],
    queryFn: () => fetchEditorState(type, locale),
    staleTime: 0,
  });

  return (
    <>
      <ScreenHeading>Site content</ScreenHeading>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField
          select
          label="Document"
          value={type}
          onChange={(e) => {
            setType(e.target.value as ContentType);
            setOutcome(null);
          }}
          sx={{ minWidth: 280 }}
        >
          {(Object.keys(DOCUMENT_NAMES) as ContentType[]).map((t) => (
            <MenuItem key={t} value={t}>
              {DOCUMENT_NAMES[t]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Language"
          value={locale}
          onChange={(e) => {
            setLocale(e.target.value as ContentLocale);
            setOutcome(null);
          }}
          sx={{ minWidth: 200 }}
        >
          {(Object.keys(LOCALE_NAMES) as ContentLocale[]).map((l) => (
            <MenuItem key={l} value={l}>
              {LOCALE_NAMES[l]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {state.isError && <Alert severity="error">{errorMessage(state.error)}</Alert>}
      {state.isPending && <Loading />}
      {state.data && (
        // A new key starts a fresh working copy when the document, language or version changes.
        <DocumentEditor
          key={`${type}|${locale}|${state.data.published?.version ?? 0}|${state.data.draft?.savedAt ?? ''}`}
          state={state.data}
          outcome={outcome}
          setOutcome={setOutcome}
        />
      )}
    </>
  );
}

type Outcome = { severity: 'success' | 'error'; text: string } | null;

function DocumentEditor({
  state,
  outcome,
  setOutcome,
}: {
  state: ContentEditorState;
  outcome: Outcome;
  setOutcome: (outcome: Outcome) => void;
}) {
  const { type, locale } = state;
  const queryClient = useQueryClient();
  const [document, setDocument] = useState<ContentDocument>(
    state.draft?.document ?? state.published?.document ?? state.fallback,
  );
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  // The API's own check (the address rule among it): what it would refuse is said here,
  // and neither saved nor published, before any call.
  const checked = checkContentDocument(type, document);
  const fault = checked.ok ? null : checked.fault;

  const change = (next: ContentDocument) => {
    setDocument(next);
    setDirty(true);
    setOutcome(null);
  };
  const onError = (text: string) => setOutcome({ severity: 'error', text });

  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    setOutcome(null);
    try {
      const text = await action();
      setDirty(false);
      // Readers in this browser (the admin's own navigation and pages) see the change at once.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: siteQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: ['content'] }),
        queryClient.invalidateQueries({ queryKey: ['content-editor', type, locale] }),
      ]);
      setOutcome({ severity: 'success', text });
    } catch (err) {
      setOutcome({ severity: 'error', text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  const save = () =>
    run(async () => {
      await saveDraft(type, locale, document);
      return 'Draft saved. Readers still see the published version.';
    });
  const publish = () =>
    run(async () => {
      if (dirty || !state.draft) await saveDraft(type, locale, document);
      const { version } = await publishDraft(type, locale);
      return `Published as version ${version}.`;
    });
  const restore = (version: number) =>
    run(async () => {
      const published = await restoreVersion(type, locale, version);
      return `Version ${version} restored (published as version ${published.version}).`;
    });

  const publishHelpId = useId();

  return (
    <Stack spacing={3}>
      <Typography variant="body2" color="text.secondary">
        {state.draft
          ? 'You are editing the saved draft.'
          : state.published
            ? `You are editing the published version ${state.published.version}.`
            : 'Never published: you are editing the built-in text.'}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {type === 'shell' ? (
          <ShellFields value={document as ShellContent} onChange={change} onError={onError} />
        ) : type === 'survey' ? (
          <SurveyIntroFields value={document as SurveyIntroContent} onChange={change} />
        ) : (
          <PageFields value={document as PageContent} onChange={change} onError={onError} />
        )}
      </Paper>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" onClick={save} disabled={busy || !dirty || fault !== null}>
          Save draft
        </Button>
        <Button
          variant="contained"
          onClick={publish}
          disabled={busy || (!dirty && !state.draft) || fault !== null}
          aria-describedby={publishHelpId}
        >
          Publish document
        </Button>
        {dirty && (
          <Typography variant="body2" color="text.secondary">
            Unsaved changes
          </Typography>
        )}
      </Stack>
      <Typography id={publishHelpId} variant="body2" color="text.secondary">
        {PUBLISH_DOCUMENT_HELP}
      </Typography>
      {fault !== null && (
        <Alert severity="warning">Correct the document before you save or publish it: {fault}</Alert>
      )}
      {outcome && (
        <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
          {outcome.text}
        </Alert>
      )}
      <section aria-labelledby="versions-heading">
        <Typography variant="h2" id="versions-heading" gutterBottom>
          Versions
        </Typography>
        <VersionHistory versions={state.versions} busy={busy} onRestore={restore} />
      </section>
    </Stack>
  );
}
