import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { LogicUse, QuestionSubtype, QuestionType, SurveyJson } from '@tsr/contract';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Base } from 'survey-core';
import { EditorToolbarActions } from '../../navigation/editor-actions';
import { useDraft } from '../draft-context';
import { EditorWorkspace } from '../EditorWorkspace';
import { useVocabulary } from '../LogicField';
import { type SaveStatus, STATUS_TEXT, useAutosave } from './autosave';
import {
  type Chunk,
  chunkJson,
  parseChunk,
  QUESTION_TYPES,
  subtypeLabel,
  subtypesOf,
  withChunk,
} from './chunks';
import { customLogicOf, setCustomLogic } from './custom-logic-property';
import { DesignerLicence } from './DesignerLicence';
import { LogicDialog } from './LogicDialog';
import { renameCount, renameEverywhere } from './question-references';
import { DeleteDialog, RenameDialog } from './ReferenceDialogs';
import { SurveyDesigner } from './SurveyDesigner';
import { UnsafeAddresses } from './UnsafeAddresses';

/** Spec 2.11: the survey editor at /admin/editor/survey. */
export function SurveyEditorScreen() {
  return (
    <EditorWorkspace title="Survey Editor">
      <SurveyDesignerPanel />
    </EditorWorkspace>
  );
}

const DEFAULT_CHUNK: Chunk = { type: 'trust', subtype: 'pre' };

function describeTarget(element: Base): string {
  const named = element as Base & { name?: unknown; value?: unknown };
  if (element.getType() === 'page') return `page ${String(named.name)}`;
  if (element.isQuestion) return `question ${String(named.name)}`;
  return `choice ${String(named.value)}`;
}

function SurveyDesignerPanel() {
  const draft = useDraft();
  const vocabulary = useVocabulary();
  const [params, setParams] = useSearchParams();
  const chunk = parseChunk(params.get('type'), params.get('subtype')) ?? DEFAULT_CHUNK;
  const autosave = useAutosave(draft.save);
  const [rename, setRename] = useState<{ from: string; to: string } | null>(null);
  const [deleting, setDeleting] = useState<{ name: string; uses: LogicUse[]; proceed: () => void } | null>(
    null,
  );
  const [logic, setLogic] = useState<Base | null>(null);
  // The Creator's callbacks outlive a render: they read the newest draft through this.
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const chunkRef = useRef(chunk);
  chunkRef.current = chunk;

  // Edits kept from before a reload (sessionStorage) are saved as soon as the screen opens.
  const hadUnsaved = useRef(draft.unsaved.includes('questions'));
  const { changed } = autosave;
  useEffect(() => {
    if (hadUnsaved.current) changed();
  }, [changed]);

  const pick = (type: QuestionType, subtype: QuestionSubtype) => {
    const valid = subtypesOf(type).includes(subtype) ? subtype : 'pre';
    setParams({ type, subtype: valid });
  };

  const onChange = (json: SurveyJson) => {
    const current = draftRef.current;
    const error = current.apply({
      ok: true,
      content: {
        ...current.content,
        questions: withChunk(current.content.questions, chunkRef.current, json),
      },
    });
    if (error === null) changed();
  };

  const rewrite = () => {
    if (!rename) return;
    const { from, to } = rename;
    setRename(null);
    const error = draft.apply({
      ok: true,
      content: renameEverywhere(draft.content, from, to),
    });
    if (error === null) changed();
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Question type"
          value={chunk.type}
          onChange={(event) => pick(event.target.value as QuestionType, chunk.subtype)}
          sx={{ width: 220 }}
        >
          {QUESTION_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {type}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Subtype"
          value={chunk.subtype}
          onChange={(event) => pick(chunk.type, event.target.value as QuestionSubtype)}
          sx={{ width: 220 }}
        >
          {subtypesOf(chunk.type).map((subtype) => (
            <MenuItem key={subtype} value={subtype}>
              {subtypeLabel(subtype)}
            </MenuItem>
          ))}
        </TextField>
        <SaveIndicator status={autosave.status} />
        <EditorToolbarActions />
      </Stack>
      {autosave.status.state === 'failed' && (
        <Alert severity="error">
          {autosave.status.message} Your changes are kept in this tab; they are saved with the next change.
        </Alert>
      )}
      <UnsafeAddresses chunk={chunk} json={chunkJson(draft.content.questions, chunk)} />
      <DesignerLicence>
        <SurveyDesigner
          chunk={`${chunk.type}/${chunk.subtype}`}
          json={chunkJson(draft.content.questions, chunk)}
          select={params.get('question')}
          events={{
            onChange,
            onRename: (from, to) => {
              // The chunk already has the new name: count what still reads the old one.
              const uses = renameCount(draftRef.current.content, from, to);
              if (uses > 0) setRename({ from, to });
            },
            onDeleting: (name, proceed) => {
              const uses = vocabulary.usedBy?.questions[name] ?? [];
              if (uses.length === 0) return true;
              setDeleting({ name, uses, proceed });
              return false;
            },
            onEditLogic: setLogic,
          }}
        />
      </DesignerLicence>
      {rename && (
        <RenameDialog
          from={rename.from}
          to={rename.to}
          uses={renameCount(draft.content, rename.from, rename.to)}
          onRewrite={rewrite}
          onClose={() => setRename(null)}
        />
      )}
      {deleting && (
        <DeleteDialog
          name={deleting.name}
          uses={deleting.uses}
          onDelete={() => {
            deleting.proceed();
            setDeleting(null);
          }}
          onClose={() => setDeleting(null)}
        />
      )}
      {logic && (
        <LogicDialog
          target={describeTarget(logic)}
          initial={customLogicOf(logic)}
          onClose={() => setLogic(null)}
          onSave={(text) => {
            setCustomLogic(logic, text);
            setLogic(null);
          }}
        />
      )}
    </Stack>
  );
}

function SaveIndicator({ status }: { status: SaveStatus }) {
  const color =
    status.state === 'failed' ? 'error' : status.state === 'saved' ? 'success.main' : 'text.secondary';
  return (
    <Typography role="status" aria-live="polite" variant="body2" color={color}>
      {STATUS_TEXT[status.state]}
    </Typography>
  );
}
