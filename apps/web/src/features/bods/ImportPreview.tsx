import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {
  type BodsImportAnswer,
  type BodsImportNote,
  ENTITY_TYPES,
  type ImportedStructure,
  PARTY_TYPES,
} from '@tsr/contract';
import { countOf } from '../../shared/count-words';

/**
 * What a BODS file will give the builder, shown before it is accepted: the entities with their
 * parties and owners, then what cannot be imported and what to check, statement by statement. A
 * file that breaks the schema shows its errors instead, and nothing can be imported.
 */
export function ImportPreview({ answer }: { answer: BodsImportAnswer }) {
  if (answer.structure === null) return <SchemaErrors answer={answer} />;
  const notMapped = answer.notes.filter((n) => n.outcome === 'not-mapped');
  const assumed = answer.notes.filter((n) => n.outcome === 'assumed');
  return (
    <>
      <Typography variant="subtitle1" component="h3">
        What will be imported
      </Typography>
      <EntityList structure={answer.structure} />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        What cannot be imported ({notMapped.length})
      </Typography>
      {notMapped.length === 0 ? (
        <Typography color="text.secondary">Every statement of the file has its place.</Typography>
      ) : (
        <NoteList notes={notMapped} label="What cannot be imported" />
      )}
      {assumed.length > 0 && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            To check in the builder ({assumed.length})
          </Typography>
          <NoteList notes={assumed} label="To check in the builder" />
        </>
      )}
    </>
  );
}

function EntityList({ structure }: { structure: ImportedStructure }) {
  const entities = structure.rootEntitiesIds.flatMap((id) => structure.entities[id] ?? []);
  if (entities.length === 0)
    return (
      <Typography color="text.secondary">No entity of the file has a place in the structure.</Typography>
    );
  return (
    <List dense aria-label="What will be imported">
      {entities.map((entity) => {
        const partyType = ENTITY_TYPES[entity.type].partyType;
        const parts = [
          partyType && entity.children.length > 0
            ? countOf(entity.children.length, PARTY_TYPES[partyType].label.toLowerCase())
            : null,
          entity.overs.length > 0 ? countOf(entity.overs.length, 'owner') : null,
        ].filter((part): part is string => part !== null);
        return (
          <ListItem key={entity.id} disableGutters>
            <ListItemText
              primary={`${entity.name || 'No name given'}: ${ENTITY_TYPES[entity.type].label}`}
              secondary={parts.length > 0 ? parts.join(', ') : undefined}
            />
          </ListItem>
        );
      })}
    </List>
  );
}

function NoteList({ notes, label }: { notes: BodsImportNote[]; label: string }) {
  // Two interests of one statement may have the same reason: the row says it once.
  const rows = new Map(notes.map((note) => [`${note.statement}|${note.about}|${note.reason}`, note]));
  return (
    <List dense aria-label={label}>
      {[...rows].map(([key, note]) => (
        <ListItem key={key} disableGutters>
          <ListItemText primary={`Statement ${note.statement}: ${note.about}`} secondary={note.reason} />
        </ListItem>
      ))}
    </List>
  );
}

function SchemaErrors({ answer }: { answer: BodsImportAnswer }) {
  const more = answer.schemaErrorCount - answer.schemaErrors.length;
  return (
    <>
      <Alert severity="error">
        This file is not valid BODS 0.4: {countOf(answer.schemaErrorCount, 'error')} against the schema.
        Nothing can be imported from it.
      </Alert>
      <List dense aria-label="Schema errors">
        {answer.schemaErrors.map((error) => (
          <ListItem key={`${error.path}|${error.message}`} disableGutters>
            <ListItemText primary={error.path} secondary={error.message} />
          </ListItem>
        ))}
      </List>
      {more > 0 && <Typography color="text.secondary">and {countOf(more, 'more error')}</Typography>}
    </>
  );
}
