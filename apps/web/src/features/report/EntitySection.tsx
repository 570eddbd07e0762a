import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { QUESTION_TYPE_LABELS, type ReportEntity, type SurveyStructure } from '@tsr/contract';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { EntityResponsesList } from './EntityResponsesList';
import { fetchEntity, reportKeys } from './report-api';
import { useNearViewport } from './useNearViewport';

/** The entity types that have questions, as the builder names them; any other type shows as it is. */
const TYPE_NAMES: Readonly<Record<string, string>> = QUESTION_TYPE_LABELS;

/** Room kept for a response not yet drawn: about a line of text and the gap after it. */
const ESTIMATED_RESPONSE_HEIGHT = 56;

/**
 * One entity of the responses section (spec 2.7). Its heading is always there; its responses are
 * read when the reader comes within a screen of it, or opens it (its button, which keyboard users
 * reach by Tab as they would the responses), and drawn only while it is that near: a
 * 50-entity report keeps a few entities in the page, not all of them. While not drawn it keeps the
 * height it had, or an estimate, so the page does not jump.
 */
export function EntitySection({
  reviewId,
  entity,
  structure,
}: {
  reviewId: string;
  entity: ReportEntity;
  structure: SurveyStructure;
}) {
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  // Opened by its button: drawn although the observer has not said it is near (yet).
  const [opened, setOpened] = useState(false);
  const [reached, setReached] = useState(false);
  // Its height when last drawn: kept while it is not, so the page does not jump. A ref, not state:
  // it is read only when the responses are dropped, and a resize need not draw them again.
  const height = useRef<number | null>(null);
  const refocus = useRef(false);
  const wanted = entity.responseCount > 0 && (near || opened);

  useEffect(() => {
    if (wanted) setReached(true);
  }, [wanted]);
  // Once it has been near and left, it is dropped again like any other.
  useEffect(() => {
    if (!near) setOpened(false);
  }, [near]);

  const responses = useQuery({
    queryKey: reportKeys.entity(reviewId, entity.id),
    queryFn: () => fetchEntity(reviewId, entity.id),
    enabled: reached,
    // The responses of a report change only when it is scored again, which reloads the report.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const drawn = wanted && responses.data !== undefined;

  // Its button had the keyboard's focus when the responses replaced it: keep the keyboard at the
  // entity, so the next Tab goes on into its responses.
  useLayoutEffect(() => {
    if (drawn && refocus.current) {
      refocus.current = false;
      section.current?.focus({ preventScroll: true });
    }
  }, [drawn]);

  const headingId = `entity-${entity.id}`;
  return (
    <Paper
      ref={section}
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      tabIndex={-1}
      sx={{ p: { xs: 2, md: 3 }, '&:focus': { outline: 'none' } }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h3" component="h3" id={headingId}>
          {entity.name}
        </Typography>
        <Chip size="small" variant="outlined" label={TYPE_NAMES[entity.type] ?? entity.type} />
      </Stack>
      {drawn && responses.data ? (
        <EntityResponsesList
          view={responses.data}
          structure={structure}
          onHeight={(measured) => {
            height.current = measured;
          }}
        />
      ) : responses.isError ? (
        <Alert severity="error">{errorMessage(responses.error)}</Alert>
      ) : (
        entity.responseCount > 0 && (
          <Box sx={{ minHeight: height.current ?? entity.responseCount * ESTIMATED_RESPONSE_HEIGHT }}>
            <OpenButton
              name={entity.name}
              onOpen={() => setOpened(true)}
              onGoneWithFocus={() => {
                refocus.current = true;
              }}
            />
            {wanted && (
              <LinearProgress aria-label={`Loading the responses of ${entity.name}`} sx={{ mt: 1 }} />
            )}
          </Box>
        )
      )}
    </Paper>
  );
}

/**
 * Opens an entity not yet drawn: by a click, or by the keyboard reaching it (Tab moves through the
 * page's controls, and an entity not drawn has no other). Says when it goes while focused.
 */
function OpenButton({
  name,
  onOpen,
  onGoneWithFocus,
}: {
  name: string;
  onOpen: () => void;
  onGoneWithFocus: () => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const gone = useRef(onGoneWithFocus);
  gone.current = onGoneWithFocus;
  // A layout effect's cleanup runs before React removes the button: it still has the focus then.
  useLayoutEffect(
    () => () => {
      if (button.current && document.activeElement === button.current) gone.current();
    },
    [],
  );
  return (
    <Button ref={button} size="small" onFocus={onOpen} onClick={onOpen}>
      Show the responses of {name}
    </Button>
  );
}
