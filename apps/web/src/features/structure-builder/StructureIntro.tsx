import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ENTITY_NAME_GUIDANCE, type SurveyIntro } from './survey-intro';

/** The intro of the builder (title and instruction from the content service) and the name guidance. */
export function StructureIntro({ intro }: { intro: SurveyIntro | null }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
      {intro ? (
        <>
          <Typography variant="h2" gutterBottom>
            {intro.title}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{intro.instruction}</Typography>
        </>
      ) : (
        <>
          <Skeleton variant="text" width="40%" sx={{ fontSize: '1.75rem' }} />
          <Skeleton variant="text" />
          <Skeleton variant="text" width="80%" />
        </>
      )}
      <Alert severity="info" role="note" sx={{ mt: 2 }}>
        {ENTITY_NAME_GUIDANCE}
      </Alert>
    </Paper>
  );
}
