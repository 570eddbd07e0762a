import Stack from '@mui/material/Stack';
import type { ImportedStructure, SurveyStructure } from '@tsr/contract';
import { ExportBodsButton } from './ExportBodsButton';
import { ImportBodsButton } from './ImportBodsButton';

/** The builder's BODS buttons: import a file into the draft, export the draft as a file. */
export function BodsBuilderActions({
  draft,
  onImport,
}: {
  draft: SurveyStructure;
  onImport: (structure: SurveyStructure) => void;
}) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
      <ImportBodsButton
        replaces={Object.keys(draft.entities).length > 0}
        // The draft holds text as typed: a date the file did not give is blank, and the builder's
        // checks ask for it (draft-storage.ts keeps drafts the same way).
        onImport={(structure: ImportedStructure) => onImport(structure as SurveyStructure)}
      />
      <ExportBodsButton source={() => ({ kind: 'draft', structure: draft })} />
    </Stack>
  );
}
