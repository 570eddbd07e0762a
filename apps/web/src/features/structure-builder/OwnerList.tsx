import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Entity, StructureFinding } from '@tsr/contract';
import { ENTITY_TYPES, PARTY_TYPES, type SettlingPartyType } from '@tsr/contract';
import type { DraftAction } from './draft-reducer';
import { FindingMessages } from './FindingMessages';
import { fieldId } from './field-ids';
import { findingsAt } from './finding-display';
import { OwnerLinkFields } from './OwnerLinkFields';
import { OwnerOptions } from './OwnerOptions';
import type { OwnerChoices } from './owner-choices';
import { SectionHelp } from './SectionHelp';
import type { SurveyIntro, SurveyIntroKey } from './survey-intro';

interface OwnerListProps {
  entity: Entity;
  entityCount: number;
  choices: OwnerChoices;
  findings: readonly StructureFinding[];
  intro: SurveyIntro;
  edit: (action: DraftAction) => void;
  focusLater: (id: string) => void;
}

/** The help on entities acting as the settlor (founder) of this one: spec 2.4's intro texts. */
const ACTING_AS_INTRO: Record<SettlingPartyType, SurveyIntroKey> = {
  settlor: 'nonIndividualSettlors',
  founder: 'nonIndividualFounders',
};

/** Why nothing can be added: said plainly instead of an empty list. */
function noChoiceReason(entity: Entity, entityCount: number): string {
  if (entity.type === 'trust' && entity.overs.length > 0)
    return 'A trust can have at most one owning entity.';
  if (entityCount < 2) return 'Add another entity to choose it as an owner.';
  return 'No other entity can own this one.';
}

/** Spec 2.4 "owning entities with dates": the owner links of one entity and a chooser for a new one. */
export function OwnerList({
  entity,
  entityCount,
  choices,
  findings,
  intro,
  edit,
  focusLater,
}: OwnerListProps) {
  const entityId = entity.id;
  const owners = [...new Set(entity.overs)];
  const addId = fieldId({ entityId, field: 'overs' });
  const settledBy = ENTITY_TYPES[entity.type].settledBy;
  const add = (ownerId: string) => {
    if (!ownerId) return;
    edit({ kind: 'addOwner', entityId, ownerId });
    focusLater(fieldId({ entityId, ownerId, field: `dates[${entity.dates.length}].date` }));
  };
  const nothingToAdd = choices.add.length === 0;

  return (
    <Box component="section" aria-labelledby={`${addId}-heading`} sx={{ mt: 2 }}>
      <Typography id={`${addId}-heading`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Owned by
      </Typography>
      {settledBy && <SectionHelp text={intro[ACTING_AS_INTRO[settledBy]]} />}
      <SectionHelp text={intro.owners} />
      <FindingMessages findings={findingsAt(findings, { field: 'overs' })} />
      {owners.map((ownerId) => (
        <OwnerLinkFields
          key={ownerId}
          entity={entity}
          ownerId={ownerId}
          choices={choices.byLink[ownerId] ?? []}
          findings={findings}
          edit={edit}
          focusLater={focusLater}
        />
      ))}
      <TextField
        select
        id={addId}
        label="Add owning entity"
        size="small"
        value=""
        disabled={nothingToAdd}
        onChange={(event) => add(event.target.value)}
        helperText={
          nothingToAdd
            ? noChoiceReason(entity, entityCount)
            : settledBy
              ? `The owner acts as ${PARTY_TYPES[settledBy].label.toLowerCase()}; add the dates next.`
              : 'Choose an entity, then add the dates of its ownership.'
        }
        // A native select always shows its first option, so the label sits above it.
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        // Why nothing can be added must stay readable (4.5:1), not greyed out with the select.
        sx={{ maxWidth: 460, '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
      >
        <option value="">{nothingToAdd ? 'None available' : 'Choose an entity…'}</option>
        <OwnerOptions ids={choices.add} />
      </TextField>
    </Box>
  );
}
