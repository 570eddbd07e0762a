import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Entity, SurveyStructure } from '@tsr/contract';
import { ENTITY_TYPE_LABEL, PARTY_LABEL } from '../structure-builder/vocabulary';

/** A dated record as a reader says it: one date, or a period from a date (to an end, or ongoing). */
function period(date: string, end: string | undefined): string {
  return end ? `${date} to ${end}` : date;
}

function EntityDetails({ entity, structure }: { entity: Entity; structure: SurveyStructure }) {
  const headingId = `entity-${entity.id}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h3" component="h3">
        {entity.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {ENTITY_TYPE_LABEL[entity.type]}
        {entity.meta.answerable === 'no' ? ' · questions about it cannot be answered' : ''}
        {entity.incorporation_date ? ` · incorporated ${entity.incorporation_date}` : ''}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 3 }}>
        {entity.children.map((party) => (
          <li key={party.id}>
            {PARTY_LABEL[party.type].one} {party.name}
            {party.meta?.deceased === 'yes' ? ' (deceased)' : ''}:{' '}
            {party.children.map((record) => period(record.date, record.end)).join(', ') || 'no dates'}
          </li>
        ))}
        {entity.overs.map((ownerId) => (
          <li key={ownerId}>
            Owned by {structure.entities[ownerId]?.name ?? ownerId}:{' '}
            {entity.dates
              .filter((d) => d.id === ownerId)
              .map((d) => period(d.date, d.end))
              .join(', ') || 'no dates'}
          </li>
        ))}
      </Stack>
    </Paper>
  );
}

/** The entities of a structure in the order the user added them, with their parties and owners. */
export function StructureDetails({ structure }: { structure: SurveyStructure }) {
  return (
    <Stack spacing={2}>
      {structure.rootEntitiesIds.map((id) => {
        const entity = structure.entities[id];
        return entity ? <EntityDetails key={id} entity={entity} structure={structure} /> : null;
      })}
    </Stack>
  );
}
