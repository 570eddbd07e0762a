import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DiffArea, DiffItem, VersionDiff } from '@tsr/contract';
import { WordDiff } from './WordDiff';

/** The sections of the diff, in the editors' words. */
const AREA_TITLES: Readonly<Record<DiffArea, string>> = {
  questions: 'Survey questions',
  ruleTree: 'Rule tree (categories, subcategories, groups, subgroups)',
  rules: 'Rules',
  responseTree: 'Response tree (categories, groups, subgroups)',
  responses: 'Responses',
  definitionGroups: 'Definition groups',
  definitions: 'Definitions',
};

const KIND_LABELS: Readonly<Record<DiffItem['kind'], string>> = {
  added: 'Added',
  removed: 'Removed',
  changed: 'Changed',
};

const KIND_COLOURS = { added: 'success', removed: 'error', changed: 'info' } as const;

export const versionName = (ref: number | 'draft') => (ref === 'draft' ? 'the draft' : `version ${ref}`);

/** Items added, removed and changed, section by section, each changed property with its word diff. */
export function VersionDiffView({ diff }: { diff: VersionDiff }) {
  const { added, removed, changed } = diff.counts;
  return (
    <section aria-labelledby="diff-heading">
      <Typography variant="h2" id="diff-heading" sx={{ fontSize: '1.4rem', mt: 3, mb: 1 }}>
        From {versionName(diff.from)} to {versionName(diff.to)}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {diff.items.length === 0
          ? 'No differences: both have the same content.'
          : `${added} added, ${removed} removed, ${changed} changed.`}
      </Typography>
      {(Object.keys(AREA_TITLES) as DiffArea[]).map((area) => {
        const items = diff.items.filter((item) => item.area === area);
        if (items.length === 0) return null;
        return (
          <section key={area} aria-label={AREA_TITLES[area]}>
            <Typography variant="h3" sx={{ fontSize: '1.15rem', mt: 3, mb: 1 }}>
              {AREA_TITLES[area]}
            </Typography>
            <Stack spacing={1}>
              {items.map((item) => (
                <Paper key={`${item.kind}|${item.id}`} variant="outlined" sx={{ p: 1.5 }} component="article">
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                    <Chip size="small" color={KIND_COLOURS[item.kind]} label={KIND_LABELS[item.kind]} />
                    <Typography component="h4" sx={{ fontWeight: 600 }}>
                      {item.label}
                    </Typography>
                  </Stack>
                  <Table size="small" aria-label={`${KIND_LABELS[item.kind]}: ${item.label}`}>
                    <TableHead>
                      <TableRow>
                        <TableCell sx={{ width: '12rem' }}>Property</TableCell>
                        <TableCell>{item.kind === 'changed' ? 'Change' : 'Value'}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {item.fields.map((field) => (
                        <TableRow key={field.field}>
                          <TableCell>{field.field}</TableCell>
                          <TableCell>
                            <WordDiff words={field.words} />
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </Paper>
              ))}
            </Stack>
          </section>
        );
      })}
    </section>
  );
}
