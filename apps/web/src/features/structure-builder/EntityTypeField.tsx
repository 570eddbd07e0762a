import TextField from '@mui/material/TextField';
import { ENTITY_TYPE_CHOICES, ENTITY_TYPES, type Entity, EntityType } from '@tsr/contract';
import { fieldId } from './field-ids';

/**
 * The entity type dropdown (a native select: quick with a keyboard and on phones). A company
 * acting as nominee has no parties of its own, so it cannot be chosen while the entity has any.
 */
export function EntityTypeField({ entity, onType }: { entity: Entity; onType: (type: EntityType) => void }) {
  const hasParties = entity.children.length > 0;
  return (
    <TextField
      select
      id={fieldId({ entityId: entity.id, field: 'type' })}
      label="Entity type"
      value={entity.type}
      onChange={(event) => {
        const type = EntityType.safeParse(event.target.value);
        if (type.success) onType(type.data);
      }}
      slotProps={{ select: { native: true } }}
    >
      {ENTITY_TYPE_CHOICES.map((type) => {
        const blocked = type === 'nominee' && hasParties && entity.type !== 'nominee';
        return (
          <option key={type} value={type} disabled={blocked}>
            {blocked ? `${ENTITY_TYPES[type].label} (remove the parties first)` : ENTITY_TYPES[type].label}
          </option>
        );
      })}
    </TextField>
  );
}
