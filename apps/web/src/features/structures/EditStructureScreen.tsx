import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SavedStructureView } from '@tsr/contract';
import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { Loading } from '../shell/Loading';
import { ScreenHeading } from '../shell/ScreenHeading';
import { structurePath } from './StructuresTable';
import { useSavedStructure } from './useSavedStructure';

/** What the builder needs of a saved structure to edit it: its latest revision. */
export type StructureToEdit = Pick<SavedStructureView, 'id' | 'name' | 'revision' | 'structure'>;

/** The structure builder, given by the route table (features do not import one another's screens). */
export type BuilderScreen = ComponentType<{ mode: 'review'; saved: StructureToEdit }>;

export const NOT_STARTABLE = "Only a user of the structure's company can start a review of it.";

/**
 * /structures/{id}/edit: the builder on a saved structure's latest revision. It opens once the
 * structure has been read afresh, never on a copy cached before a new revision was made, and opens
 * again (with the edits of that revision) when the revision changes.
 */
export function EditStructureScreen({
  structureId,
  Builder,
}: {
  structureId: string;
  Builder: BuilderScreen;
}) {
  const saved = useSavedStructure(structureId);
  if (saved.isError || (saved.data && !saved.data.mayStart)) {
    return (
      <>
        <ScreenHeading>Edit structure</ScreenHeading>
        <Alert severity={saved.isError ? 'error' : 'info'} sx={{ mb: 2 }}>
          {saved.isError ? errorMessage(saved.error) : NOT_STARTABLE}
        </Alert>
        <Button
          component={RouterLink}
          to={saved.isError ? '/structures' : structurePath(structureId)}
          variant="outlined"
        >
          {saved.isError ? 'All structures' : 'Back to the structure'}
        </Button>
      </>
    );
  }
  if (!saved.data || !saved.isFetchedAfterMount) return <Loading />;
  const { id, name, revision, structure } = saved.data;
  return <Builder key={`${id}:${revision}`} mode="review" saved={{ id, name, revision, structure }} />;
}
