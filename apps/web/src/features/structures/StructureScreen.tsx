import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { OwnershipDiagram } from '../../shared/ownership-diagram/OwnershipDiagram';
import { StructureDetails } from '../../shared/StructureDetails';
import { ExportBodsButton } from '../bods/ExportBodsButton';
import { ApiErrorAlert } from '../forms/ApiErrorAlert';
import { Loading } from '../shell/Loading';
import { ScreenHeading } from '../shell/ScreenHeading';
import { useViewer } from '../viewer/useViewer';
import { viewerEmail } from '../viewer/viewer';
import { DeleteStructureDialog } from './DeleteStructureDialog';
import { StartThisYearsReview, thisYearsReviewNote } from './StartThisYearsReview';
import { StructureReviewsTable } from './StructureReviewsTable';
import { structurePath } from './StructuresTable';
import { creatorText, dayText } from './structure-texts';
import { useDeleteStructure, useSavedStructure } from './useSavedStructure';

export const editStructurePath = (id: string) => `${structurePath(id)}/edit`;

/** A saved structure was checked when its review started: its diagram marks nothing. */
const NO_FINDINGS = [] as const;

/**
 * A saved structure at /structures/{id}: its latest revision read only, the reviews started from it,
 * and the ways on: open it in the builder to start a new review, or delete it (its reviews stay).
 */
export function StructureScreen({ structureId }: { structureId: string }) {
  const [deleted, setDeleted] = useState(false);
  const saved = useSavedStructure(structureId, !deleted);
  const email = viewerEmail(useViewer());
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteStructure(structureId, () => {
    setDeleted(true);
    return navigate('/structures');
  });

  if (saved.isPending) return <Loading />;
  if (saved.isError) {
    return (
      <>
        <ScreenHeading>Structure</ScreenHeading>
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(saved.error)}
        </Alert>
        <Button component={RouterLink} to="/structures" variant="outlined">
          All structures
        </Button>
      </>
    );
  }
  const data = saved.data;
  // This year's review carries forward the last one's answers: only when that one was submitted.
  const lastSubmitted = data.reviews[0]?.submittedAt ?? null;
  const carryFrom = data.mayStart ? lastSubmitted : null;

  return (
    <>
      <ScreenHeading>{data.name}</ScreenHeading>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' }, gap: 2, mb: 3 }}
      >
        <Box>
          <Typography>
            Created by {creatorText(data.createdBy)} on {dayText(data.createdAt)}.
          </Typography>
          <Typography color="text.secondary">
            Revision {data.revision}, last changed on {dayText(data.updatedAt)}. A change in the builder makes
            a new revision; the reviews already started keep the structure they were started with.
          </Typography>
          {carryFrom && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {thisYearsReviewNote(carryFrom)}
            </Typography>
          )}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flexShrink: 0 }}>
          {carryFrom && <StartThisYearsReview saved={data} />}
          {data.mayStart && (
            <Button
              variant={carryFrom ? 'outlined' : 'contained'}
              component={RouterLink}
              to={editStructurePath(data.id)}
            >
              Open in builder
            </Button>
          )}
          <ExportBodsButton source={() => ({ kind: 'saved', structureId: data.id, name: data.name })} />
          {data.mayDelete && (
            <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
              Delete structure
            </Button>
          )}
        </Stack>
      </Stack>
      <ApiErrorAlert error={remove.error} />

      <Typography variant="h2" sx={{ mt: 3, mb: 2 }}>
        Reviews
      </Typography>
      <StructureReviewsTable reviews={data.reviews} viewerEmail={email} />

      <Typography variant="h2" sx={{ mt: 4, mb: 2 }}>
        Ownership diagram
      </Typography>
      <OwnershipDiagram structure={data.structure} findings={NO_FINDINGS} />

      <Typography variant="h2" sx={{ mt: 4, mb: 2 }}>
        Entities
      </Typography>
      <StructureDetails structure={data.structure} />

      <DeleteStructureDialog
        open={confirming}
        name={data.name}
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </>
  );
}
