import Box from '@mui/material/Box';
import type { Response, Rule } from '@tsr/contract';
import { firstLine } from '../response-uses';
import { textTypeLabel } from './ResponseForm';

/** How many rule names a list entry spells out before it counts the rest. */
const NAMES_SHOWN = 3;

/**
 * What the response list says under a response's name: its text type and the first line of its
 * text, then the rules that show it, by name ('Used by Non-resident trustees, Settlor
 * interested'); a risk text no rule shows says so, since the report never shows it.
 */
export function usedByText(response: Response, rules: readonly Rule[]): string {
  if (rules.length === 0) return response.isRiskScore ? 'Used by no rule' : '';
  const names = rules.slice(0, NAMES_SHOWN).map((rule) => rule.name || rule.id);
  const more = rules.length - names.length;
  return `Used by ${names.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

export function ResponseListEntry({ response, rules }: { response: Response; rules: readonly Rule[] }) {
  const used = usedByText(response, rules);
  const line = firstLine(response.text);
  return (
    <>
      <Box
        component="span"
        sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        title={line}
      >
        {textTypeLabel(response)}: {line === '' ? 'no text yet' : line}
      </Box>
      {used !== '' && (
        <Box component="span" sx={{ display: 'block' }}>
          {used}
        </Box>
      )}
    </>
  );
}
