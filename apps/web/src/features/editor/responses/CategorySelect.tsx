import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** Spec 2.11: the response editor's category selector ('Please select category', 'Loading categories...'). */
export function CategorySelect({
  categories,
  value,
  onChange,
  loading = false,
}: {
  categories: readonly { id: string; name: string }[];
  value: string | null;
  onChange: (id: string | null) => void;
  loading?: boolean;
}) {
  return (
    <TextField
      select
      label="Category"
      value={loading ? 'loading' : (value ?? '')}
      disabled={loading}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      sx={{ minWidth: 280 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      {loading ? (
        <MenuItem value="loading">Loading categories...</MenuItem>
      ) : (
        <MenuItem value="">Please select category</MenuItem>
      )}
      {categories.map((category) => (
        <MenuItem key={category.id} value={category.id}>
          {category.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
