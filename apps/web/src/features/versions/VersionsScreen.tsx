import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { ukDateTime } from '@tsr/domain/uk-time';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { Loading } from '../shell/Loading';
import { VersionDiffView } from './VersionDiffView';
import { fetchVersionDiff, fetchVersions, type VersionRef, versionKeys } from './versions-api';

const refValue = (ref: VersionRef) => String(ref);
const parseRef = (value: string): VersionRef => (value === 'draft' ? 'draft' : Number(value));

/**
 * Every published version with who published it, when, and its counts; two of them (or
 * a version and the draft) picked to see what changed. Starts on the latest version against the
 * draft: what the next Publish would change.
 */
export function VersionsScreen() {
  const versions = useQuery({ queryKey: versionKeys.list, queryFn: fetchVersions });
  const latest = versions.data?.versions[0]?.version;
  const [picked, setPicked] = useState<{ from?: VersionRef; to?: VersionRef }>({});
  const from = picked.from ?? latest;
  const to = picked.to ?? 'draft';
  const diff = useQuery({
    queryKey: versionKeys.diff(from ?? 0, to),
    queryFn: () => fetchVersionDiff(from ?? 0, to),
    enabled: from !== undefined,
  });

  if (versions.isPending) return <Loading />;
  if (versions.isError) return <Alert severity="error">{errorMessage(versions.error)}</Alert>;
  const list = versions.data.versions;
  const options = [
    <MenuItem key="draft" value="draft">
      Draft
    </MenuItem>,
    ...list.map((v) => (
      <MenuItem key={v.version} value={refValue(v.version)}>
        Version {v.version}
      </MenuItem>
    )),
  ];
  return (
    <>
      <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
        Published versions
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="Published versions">
          <TableHead>
            <TableRow>
              <TableCell>Version</TableCell>
              <TableCell>Published</TableCell>
              <TableCell>Published by</TableCell>
              <TableCell align="right">Questions</TableCell>
              <TableCell align="right">Rules</TableCell>
              <TableCell align="right">Responses</TableCell>
              <TableCell align="right">Definitions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((v) => (
              <TableRow key={v.version}>
                <TableCell>{v.version}</TableCell>
                <TableCell>{v.publishedAt ? ukDateTime(new Date(v.publishedAt)) : '-'}</TableCell>
                <TableCell>
                  {v.publishedBy
                    ? `${v.publishedBy.name} (${v.publishedBy.email})`
                    : 'Content pack (first start)'}
                </TableCell>
                <TableCell align="right">{v.counts.questions}</TableCell>
                <TableCell align="right">{v.counts.rules}</TableCell>
                <TableCell align="right">{v.counts.responses}</TableCell>
                <TableCell align="right">{v.counts.definitions}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="diff-from-label">Compare from</InputLabel>
          <Select
            labelId="diff-from-label"
            label="Compare from"
            value={from === undefined ? '' : refValue(from)}
            onChange={(event) => setPicked({ from: parseRef(event.target.value), to })}
          >
            {options}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="diff-to-label">Compare to</InputLabel>
          <Select
            labelId="diff-to-label"
            label="Compare to"
            value={refValue(to)}
            onChange={(event) => setPicked({ from, to: parseRef(event.target.value) })}
          >
            {options}
          </Select>
        </FormControl>
      </Stack>
      {diff.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(diff.error)}
        </Alert>
      )}
      {diff.isPending && from !== undefined && <Loading />}
      {diff.data && <VersionDiffView diff={diff.data} />}
    </>
  );
}
