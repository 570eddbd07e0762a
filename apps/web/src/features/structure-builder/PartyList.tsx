import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Entity, PartyType, StructureFinding } from '@tsr/contract';
import { PARTY_TYPES } from '@tsr/contract';
import { canMarkDeceased, isDeceased } from '@tsr/domain/structure';
import { type DraftAction, newPartyAction } from './draft-reducer';
import { fieldId } from './field-ids';
import { PartyFields } from './PartyFields';
import { SectionHelp } from './SectionHelp';
import type { SurveyIntro, SurveyIntroKey } from './survey-intro';

const INTRO_OF: Record<PartyType, SurveyIntroKey> = {
  settlor: 'settlors',
  founder: 'founders',
  shareholder: 'shareholders',
};

interface PartyListProps {
  entity: Entity;
  partyType: PartyType;
  findings: readonly StructureFinding[];
  intro: SurveyIntro;
  edit: (action: DraftAction) => void;
  focusLater: (id: string) => void;
}

/** Spec 2.4: the entity's individual parties (settlors, founders or shareholders), each with dates. */
export function PartyList({ entity, partyType, findings, intro, edit, focusLater }: PartyListProps) {
  const { label, plural } = PARTY_TYPES[partyType];
  const headingId = fieldId({ entityId: entity.id, field: 'parties-heading' });
  const add = () => {
    const action = newPartyAction(entity.id);
    edit(action);
    focusLater(fieldId({ entityId: entity.id, partyId: action.partyId, field: 'name' }));
  };
  const parties = [...entity.children].sort((a, b) => a.ordinal - b.ordinal);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {plural}
      </Typography>
      <SectionHelp text={intro[INTRO_OF[partyType]]} />
      {parties.map((party, index) => (
        <PartyFields
          key={party.id}
          entityId={entity.id}
          party={party}
          index={index}
          deceasedLocked={!isDeceased(party) && !canMarkDeceased(entity, party.id)}
          findings={findings.filter((finding) => finding.partyId === party.id)}
          edit={edit}
          focusLater={focusLater}
        />
      ))}
      <Button startIcon={<Add />} onClick={add} sx={{ mt: 1 }}>
        Add {label.toLowerCase()}
      </Button>
    </Box>
  );
}
