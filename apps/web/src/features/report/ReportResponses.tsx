import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReportEntity, SurveyStructure } from '@tsr/contract';
import { EntitySection } from './EntitySection';

/**
 * Spec 2.7: the responses in order, entity by entity. Each entity reads and draws its own
 * responses as the reader reaches it.
 */
export function ReportResponses({
  reviewId,
  entities,
  structure,
}: {
  reviewId: string;
  entities: readonly ReportEntity[];
  structure: SurveyStructure;
}) {
  if (entities.length === 0) return <Typography color="text.secondary">There are no responses.</Typography>;
  const inOrder = [...entities].sort((a, b) => a.order - b.order);
  return (
    <Stack spacing={2}>
      {inOrder.map((entity) => (
        <EntitySection key={entity.id} reviewId={reviewId} entity={entity} structure={structure} />
      ))}
    </Stack>
  );
}
