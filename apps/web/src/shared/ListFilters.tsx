import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/**
 * The controls above a list the server pages and searches (spec 2.8's reviews, the saved
 * structures): a search box, and selects such as 'Created by'.
 */

/** The server is asked once the user pauses typing; the rows already shown narrow at once. */
export const SEARCH_PAUSE_MS = 300;

/** Whose rows an account lead (or an admin) lists: the company's, or their own. */
export type CreatedBy = 'company' | 'mine';

export const CREATED_BY_OPTIONS: readonly { value: CreatedBy; label: string }[] = [
  { value: 'company', label: 'company wide' },
  { value: 'mine', label: 'my own' },
];

export function SearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label="Search"
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      margin="none"
      size="small"
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** A select of fixed options: what it reports is always one of them. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  minWidth,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  minWidth: number;
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(options.find((o) => o.value === event.target.value)?.value ?? value)}
      margin="none"
      size="small"
      sx={{ minWidth }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
