import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PREVIEW_TEXTS, type SavedStructureView } from '@tsr/contract';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { BodsBuilderActions } from '../bods/BodsBuilderActions';
import { PreviewBanner } from '../preview/PreviewBanner';
import { prefetchQuestionnaire } from '../questionnaire/questionnaire-chunks';
import { ScreenHeading } from '../shell/ScreenHeading';
import { allFindings } from './builder-findings';
import { DraftTextField } from './DraftTextField';
import { DiagramPanel } from './diagram/DiagramPanel';
import { newEntityAction } from './draft-reducer';
import { DRAFT_KEY, PREVIEW_DRAFT_KEY, savedDraftKey } from './draft-storage';
import { EntityCard } from './EntityCard';
import { EntityLabelsProvider } from './entity-labels';
import { fieldId, focusFinding, structureNameId } from './field-ids';
import { fieldState, findingsAt } from './finding-display';
import { PrincipalsProvider } from './principal-context';
import { StartReview } from './StartReview';
import { StructureIntro } from './StructureIntro';
import { DEFAULT_SURVEY_INTRO, useSurveyIntro } from './survey-intro';
import { useEntityViews } from './useEntityViews';
import { useStructureDraft } from './useStructureDraft';

export type BuilderMode = 'review' | 'preview';

/**
 * Spec 2.4: the structure builder. The form (structure name, entities, Start review) and, beside
 * it, the live diagram. Every change is validated at once (spec 5.2) and saved as the draft.
 * Preview mode (admins, /admin/editor/preview) is the same screen: it keeps its own draft, says
 * it is a preview of the unpublished draft, and starts the review with preview on. A saved
 * structure (issue 33, `saved`: its latest revision) opens with its edits kept under a key of its
 * own, and its review is started from it.
 */
export function StructureBuilder({
  mode,
  saved,
}: {
  mode: BuilderMode;
  saved?: Pick<SavedStructureView, 'id' | 'name' | 'revision' | 'structure'>;
}) {
  const preview = mode === 'preview';
  const storageKey = saved
    ? savedDraftKey(saved.id, saved.revision)
    : preview
      ? PREVIEW_DRAFT_KEY
      : DRAFT_KEY;
  const { draft, lastChanged, edit, remove, removal, undoRemoval, dismissRemoval, changed, discard } =
    useStructureDraft(storageKey, saved?.structure);
  const findings = useMemo(() => allFindings(draft, lastChanged ?? undefined), [draft, lastChanged]);
  const views = useEntityViews(draft, findings);
  const loadedIntro = useSurveyIntro();
  const intro = loadedIntro ?? DEFAULT_SURVEY_INTRO;
  const focusLater = useFocusAfterRender();
  // Start review opens the questionnaire: fetch its code while the user draws.
  useEffect(() => prefetchQuestionnaire(), []);

  const addEntity = () => {
    const action = newEntityAction();
    edit(action);
    focusLater(fieldId({ entityId: action.entityId, field: 'name' }));
  };
  const showInForm = useCallback((entityId: string, partyId?: string) => {
    focusFinding(partyId ? { entityId, partyId, field: 'group' } : { entityId, field: 'region' });
  }, []);

  return (
    <>
      <ScreenHeading>
        {saved ? `Edit structure: ${saved.name}` : preview ? 'Survey Preview' : 'New Review'}
      </ScreenHeading>
      {preview && <PreviewBanner text={PREVIEW_TEXTS.builder} />}
      <StructureIntro intro={loadedIntro} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 8fr) minmax(0, 7fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Box>
          <BodsBuilderActions draft={draft} onImport={(structure) => edit({ kind: 'replace', structure })} />
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, mb: 2 }}>
            <DraftTextField
              id={structureNameId}
              label="Structure name"
              value={draft.name}
              onText={(name) => edit({ kind: 'structureName', name })}
              state={fieldState(
                findingsAt(findings, { field: 'name' }).filter((f) => f.entityId === undefined),
              )}
              helperText="The name the questionnaire and the report show for this structure"
              autoComplete="off"
              margin="none"
            />
          </Paper>
          <EntityLabelsProvider draft={draft}>
            <PrincipalsProvider draft={draft}>
              <Stack spacing={2}>
                {views.map((view) => (
                  <EntityCard
                    key={view.entity.id}
                    view={view}
                    entityCount={views.length}
                    intro={intro}
                    edit={edit}
                    remove={remove}
                    focusLater={focusLater}
                  />
                ))}
              </Stack>
            </PrincipalsProvider>
          </EntityLabelsProvider>
          {views.length === 0 && (
            <Typography color="text.secondary" sx={{ my: 2 }}>
              No entities yet. Add the first trust, foundation or company of the structure.
            </Typography>
          )}
          <Button variant="outlined" startIcon={<Add />} onClick={addEntity} sx={{ mt: 2 }}>
            Add Entity
          </Button>
          <StartReview
            draft={draft}
            findings={findings}
            preview={preview}
            storageKey={storageKey}
            saved={saved && { id: saved.id, revision: saved.revision, changed, discard }}
          />
        </Box>
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
          <DiagramPanel structure={draft} findings={findings} onSelect={showInForm} />
        </Box>
      </Box>
      <Snackbar
        open={removal !== null}
        autoHideDuration={8000}
        onClose={(_, reason) => reason !== 'clickaway' && dismissRemoval()}
        message={removal ? `Removed ${removal.name}` : ''}
        action={
          <Button color="inherit" size="small" onClick={undoRemoval}>
            Undo
          </Button>
        }
      />
    </>
  );
}

/**
 * Focuses an element after the next render: a field that is added (a new entity's name, a new
 * date) exists only once React has rendered it.
 */
function useFocusAfterRender(): (id: string) => void {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (!pending.current) return;
    const element = document.getElementById(pending.current);
    pending.current = null;
    element?.focus();
  });
  return useCallback((id: string) => {
    pending.current = id;
  }, []);
}
