import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

/** A set of checkboxes under a legend (a key's scopes, a webhook's events), in `options`' order. */
export function ChoiceSet<T extends string>({
  legend,
  options,
  titles,
  chosen,
  onChange,
  problem,
}: {
  legend: string;
  options: readonly T[];
  titles: Readonly<Record<T, string>>;
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
  problem?: string | undefined;
}) {
  const toggle = (option: T) =>
    onChange(
      chosen.includes(option)
        ? chosen.filter((o) => o !== option)
        : options.filter((o) => o === option || chosen.includes(o)),
    );
  return (
    <FormControl error={Boolean(problem)} component="fieldset">
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup>
        {options.map((option) => (
          <FormControlLabel
            key={option}
            control={<Checkbox checked={chosen.includes(option)} onChange={() => toggle(option)} />}
            label={titles[option]}
          />
        ))}
      </FormGroup>
      {problem && <FormHelperText>{problem}</FormHelperText>}
    </FormControl>
  );
}
