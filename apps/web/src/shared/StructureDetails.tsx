import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Entity, NomineePrincipal, SurveyStructure } from '@tsr/contract';
import { ENTITY_TYPES, PARTY_TYPES } from '@tsr/contract';
import { shareText } from '@tsr/domain/structure';

/**
 * A dated record as a reader says it: one date, or a period from a date (to an end, or ongoing),
 * with the share held in it when one was given.
 */
function period(record: { date: string; end?: string | undefined; share?: string | undefined }): string {
  const dates = record.end ? `${record.date} to ${record.end}` : record.date;
  const share = shareText(record.share);
  return share ? `${dates} (${share})` : dates;
}

/** Whom a nominee holds for: 'HoldCo', or 'Ann (Oak Trust)' for a person. */
function principalName(structure: SurveyStructure, principal: NomineePrincipal): string {
  const entity = structure.entities[principal.entityId];
  if (!entity) return principal.entityId;
  if (principal.partyId === undefined) return entity.name;
  const party = entity.children.find((p) => p.id === principal.partyId);
  return party ? `${party.name} (${entity.name})` : entity.name;
}

function EntityDetails({ entity, structure }: { entity: Entity; structure: SurveyStructure }) {
  const headingId = `entity-${entity.id}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h3" component="h3">
        {entity.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {ENTITY_TYPES[entity.type].label}
        {entity.meta.answerable === 'no' ? ' · questions about it cannot be answered' : ''}
        {entity.incorporation_date ? ` · incorporated ${entity.incorporation_date}` : ''}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 3 }}>
        {entity.children.map((party) => (
          <li key={party.id}>
            {PARTY_TYPES[party.type].label} {party.name}
            {party.meta?.deceased === 'yes' ? ' (deceased)' : ''}
            {party.nomineeFor ? `, as nominee for ${principalName(structure, party.nomineeFor)}` : ''}:{' '}
            {party.children.map(period).join(', ') || 'no dates'}
          </li>
        ))}
        {entity.overs.map((ownerId) => (
          <li key={ownerId}>
            Owned by {structure.entities[ownerId]?.name ?? ownerId}:{' '}
            {entity.dates
              .filter((d) => d.id === ownerId)
              .map(period)
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
