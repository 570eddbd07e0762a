import { useEntityLabels } from './entity-labels';

/** The <option>s of an owner dropdown: each entity as "Name (Type)", from EntityLabelsProvider. */
export function OwnerOptions({ ids }: { ids: readonly string[] }) {
  const { choices } = useEntityLabels();
  return ids.map((id) => (
    <option key={id} value={id}>
      {choices.get(id) ?? id}
    </option>
  ));
}
