import { autocompletion } from '@codemirror/autocomplete';
import { linter, lintGutter } from '@codemirror/lint';
import { EditorView } from '@codemirror/view';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { Hint } from '@tsr/contract';
import CodeMirror from '@uiw/react-codemirror';
import { useId, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { checkLogic, draftVocabulary } from './editor-api';
import { logicCompletions, type Vocabulary } from './logic-completion';
import { CHECK_DELAY_MS, hintDiagnostics, hintLine, isFault } from './logic-hints';
import { logicLanguage } from './logic-language';

const EMPTY_VOCABULARY: Vocabulary = {
  questions: [],
  definitions: [],
  functions: [],
  relations: [],
  loopKeys: [],
};

export function useVocabulary(): Vocabulary {
  const query = useQuery({ queryKey: ['editor', 'vocabulary'], queryFn: draftVocabulary, staleTime: 60_000 });
  return query.data ?? EMPTY_VOCABULARY;
}

type Check = { hints: Hint[]; logicChecked: string } | { failure: string };

/**
 * A logic text (spec 5.3): CodeMirror with the language's highlighting, completion of the draft's
 * question names, definitions, functions and relations, and the server's checklogic hints at
 * their line and column 500 ms after typing stops. The canonical form is shown on request.
 */
export function LogicField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const vocabulary = useVocabulary();
  const [check, setCheck] = useState<Check | null>(null);
  const [showCanonical, setShowCanonical] = useState(false);
  // The lint source reads the newest vocabulary without rebuilding the editor's extensions.
  const vocabularyRef = useRef(vocabulary);
  vocabularyRef.current = vocabulary;

  const extensions = useMemo(
    () => [
      logicLanguage,
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ 'aria-label': label, 'aria-describedby': `${id}-hints` }),
      autocompletion({ override: [(context) => logicCompletions(vocabularyRef.current)(context)] }),
      lintGutter(),
      linter(
        async (view) => {
          const text = view.state.doc.toString();
          if (text.trim() === '') {
            setCheck(null);
            return [];
          }
          try {
            const answer = await checkLogic(text);
            const entry = answer.logicResponse.logic ?? { hints: [], logicChecked: '' };
            // The answer is for the text sent: a newer text gets its own check.
            if (view.state.doc.toString() !== text) return [];
            setCheck(entry);
            return hintDiagnostics(view.state.doc, entry.hints);
          } catch (error) {
            setCheck({ failure: errorMessage(error) });
            return [];
          }
        },
        { delay: CHECK_DELAY_MS },
      ),
    ],
    [label, id],
  );

  return (
    <Stack spacing={0.5}>
      <FormLabel id={`${id}-label`}>{label}</FormLabel>
      {/* The box an input has (issue 34): an empty field is still seen as a place to type. */}
      <Box
        sx={{
          border: 1,
          borderColor: 'text.disabled',
          borderRadius: 1,
          overflow: 'hidden',
          '&:hover': { borderColor: 'text.primary' },
          '&:focus-within': {
            borderColor: 'primary.main',
            boxShadow: (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}`,
          },
          '& .cm-editor.cm-focused': { outline: 'none' },
        }}
      >
        <CodeMirror
          value={value}
          onChange={onChange}
          extensions={extensions}
          basicSetup={{ lineNumbers: false, foldGutter: false, highlightActiveLine: false }}
          minHeight="2.5rem"
          maxHeight="16rem"
        />
      </Box>
      <div id={`${id}-hints`} aria-live="polite">
        {check && 'failure' in check && (
          <Typography variant="body2" color="error">
            The logic could not be checked: {check.failure}
          </Typography>
        )}
        {check && 'hints' in check && <CheckedHints label={label} hints={check.hints} />}
      </div>
      {check && 'hints' in check && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
          <Button
            size="small"
            onClick={() => setShowCanonical((shown) => !shown)}
            aria-expanded={showCanonical}
          >
            {showCanonical ? 'Hide canonical form' : 'Show canonical form'}
          </Button>
          {showCanonical && (
            <Typography variant="body2" component="code" sx={{ fontFamily: 'monospace' }}>
              {check.logicChecked || 'The logic does not parse.'}
            </Typography>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The check's hints under the field: its faults listed at their line and column, errors in the
 * error colour; then what a correct logic reads, as plain information (issue 34: not drawn as a
 * fault).
 */
export function CheckedHints({ label, hints }: { label: string; hints: readonly Hint[] }) {
  const faults = hints.filter(isFault);
  const notes = hints.filter((hint) => !isFault(hint));
  return (
    <>
      {faults.length > 0 && (
        <ul aria-label={`Hints for ${label}`} style={{ margin: 0, paddingLeft: '1.2rem' }}>
          {faults.map((hint) => (
            <li key={`${hint.line}:${hint.column}:${hint.code}`}>
              <Typography variant="body2" color={hint.severity === 'error' ? 'error' : 'text.secondary'}>
                {hintLine(hint)}
                {hint.suggestions?.length
                  ? ` (did you mean ${hint.suggestions.slice(0, 3).join(', ')}?)`
                  : ''}
              </Typography>
            </li>
          ))}
        </ul>
      )}
      {notes.map((hint) => (
        <Typography key={hint.code} variant="body2" color="text.secondary">
          {hint.message}
        </Typography>
      ))}
    </>
  );
}
