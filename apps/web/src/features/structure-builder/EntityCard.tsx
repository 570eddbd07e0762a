import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StructureFinding } from '@tsr/contract';
import { ENTITY_TYPES } from '@tsr/contract';
import { ENTITY_COLOUR } from '@tsr/domain/diagram';
import { memo } from 'react';
import { EntityTypeIcon } from '../../shared/ownership-diagram/EntityTypeIcon';
import { AnswerableField } from './AnswerableField';
import { DateField, DraftTextField } from './DraftTextField';
import type { DraftAction } from './draft-reducer';
import { EntityTypeField } from './EntityTypeField';
import { FindingMessages, StatusChip } from './FindingMessages';
import { entityRegionId, fieldId } from './field-ids';
import { fieldState, findingsAt } from './finding-display';
import { OwnerList } from './OwnerList';
import { PartyList } from './PartyList';
import { SectionHelp } from './SectionHelp';
import { ENTITY_NAME_HELP, type SurveyIntro } from './survey-intro';
import type { EntityView } from './useEntityViews';

interface EntityCardProps {
  view: EntityView;
  entityCount: number;
  intro: SurveyIntro;
  edit: (action: DraftAction) => void;
  remove: (entityId: string, name: string) => void;
  focusLater: (id: string) => void;
}

/** Entity fields shown in the card itself; other entity-level findings are listed at its top. */
const ENTITY_FIELDS = new Set(['name', 'meta.end_date', 'incorporation_date', 'overs']);

/**
 * One entity of the structure (spec 2.4): name, type, the answerable question, the dates of a
 * company, its individual parties and its owning entities. A region named after the entity, so
 * each field can be found by its label inside it.
 */
export const EntityCard = memo(function EntityCard({
  view,
  entityCount,
  intro,
  edit,
  remove,
  focusLater,
}: EntityCardProps) {
  const { entity, name, findings, choices } = view;
  const entityId = entity.id;
  const headingId = fieldId({ entityId, field: 'heading' });
  const partyType = ENTITY_TYPES[entity.type].partyType;
  const companyLike = entity.type === 'company' || entity.type === 'nominee';
  const at = (field: string) => findingsAt(findings, { field });
  const general = findings.filter((finding) => !isShownInCard(finding, entity.overs));

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      id={entityRegionId(entityId)}
      tabIndex={-1}
      sx={{
        p: { xs: 1.5, sm: 2.5 },
        borderLeft: 4,
        borderLeftColor: ENTITY_COLOUR[entity.type],
        outline: 'none',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <EntityTypeIcon type={entity.type} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={headingId} variant="h3" component="h2" noWrap>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {ENTITY_TYPES[entity.type].label}
          </Typography>
        </Box>
        <StatusChip findings={findings} />
        <IconButton aria-label={`Remove entity ${name}`} onClick={() => remove(entityId, name)}>
          <DeleteOutlined />
        </IconButton>
      </Stack>
      <FindingMessages findings={general} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' }, columnGap: 2 }}>
        <DraftTextField
          id={fieldId({ entityId, field: 'name' })}
          label="Entity name"
          value={entity.name}
          onText={(text) => edit({ kind: 'entityName', entityId, name: text })}
          state={fieldState(at('name'))}
          helperText={ENTITY_NAME_HELP}
          autoComplete="off"
        />
        <EntityTypeField entity={entity} onType={(type) => edit({ kind: 'entityType', entityId, type })} />
      </Box>
      <AnswerableField
        entityId={entityId}
        answerable={entity.meta.answerable !== 'no'}
        onAnswerable={(answerable) => edit({ kind: 'answerable', entityId, answerable })}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
        {companyLike && (
          <DateField
            id={fieldId({ entityId, field: 'incorporation_date' })}
            label="Date of incorporation"
            value={entity.incorporation_date ?? ''}
            onText={(text) => edit({ kind: 'incorporationDate', entityId, text })}
            state={fieldState(at('incorporation_date'))}
          />
        )}
        <DateField
          id={fieldId({ entityId, field: 'meta.end_date' })}
          label="Exit date"
          value={entity.meta.end_date ?? ''}
          onText={(text) => edit({ kind: 'exitDate', entityId, text })}
          state={fieldState(at('meta.end_date'))}
          helperText="Empty if it still exists"
        />
      </Stack>
      {entity.type === 'nominee' && (
        <Box sx={{ mt: 2 }}>
          <SectionHelp text={intro.nominee} />
        </Box>
      )}
      {partyType && (
        <PartyList
          entity={entity}
          partyType={partyType}
          findings={findings}
          intro={intro}
          edit={edit}
          focusLater={focusLater}
        />
      )}
      <OwnerList
        entity={entity}
        entityCount={entityCount}
        choices={choices}
        findings={findings}
        intro={intro}
        edit={edit}
        focusLater={focusLater}
      />
    </Paper>
  );
});

/** Whether a finding has a field of its own in the card (a party's, an owner link's, or the entity's). */
function isShownInCard(finding: StructureFinding, overs: readonly string[]): boolean {
  if (finding.partyId !== undefined) return true;
  if (finding.ownerId !== undefined) return overs.includes(finding.ownerId);
  return finding.field !== undefined && ENTITY_FIELDS.has(finding.field);
}
