import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { countOf } from '../../shared/count-words';
import { draftProblems } from './editor-api';
import { problemLink } from './problem-links';

/**
 * Beyond the spec: every broken or suspicious reference across the saved draft in one list
 * (GET /api/editor/problems), each linking to the item in its editor.
 */
export function ProblemsPanel() {
  const query = useQuery({ queryKey: ['editor', 'problems'], queryFn: draftProblems });
  const problems = query.data?.problems ?? [];
  const errors = problems.filter((p) => p.severity === 'error').length;
  return (
    <section aria-labelledby="problems-title">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="problems-title" variant="h2" sx={{ fontSize: '1.4rem' }}>
          Problems
        </Typography>
        <Button size="small" onClick={() => query.refetch()} disabled={query.isFetching}>
          Check again
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Checked on the saved draft: save your edits to see their effect here.
      </Typography>
      {query.isPending && <Typography role="status">Checking the draft...</Typography>}
      {query.isError && <Alert severity="error">{errorMessage(query.error)}</Alert>}
      {query.isSuccess && (
        <Typography role="status" sx={{ mb: 1 }}>
          {problems.length === 0
            ? 'No problems found in the draft.'
            : `${countOf(problems.length, 'problem')}, ${errors} of them error${errors === 1 ? '' : 's'}.`}
        </Typography>
      )}
      <List dense aria-label="Problems in the draft">
        {problems.map((problem) => {
          const link = problemLink(problem);
          return (
            <ListItem key={`${problem.path}|${problem.code}|${problem.message}`} disableGutters>
              <Chip
                size="small"
                label={problem.severity === 'error' ? 'Error' : 'Warning'}
                color={problem.severity === 'error' ? 'error' : 'warning'}
                sx={{ mr: 1 }}
              />
              <ListItemText
                primary={
                  <Link component={RouterLink} to={link}>
                    {problem.message}
                  </Link>
                }
                secondary={`${problem.section}: ${problem.path}`}
              />
            </ListItem>
          );
        })}
      </List>
    </section>
  );
}
