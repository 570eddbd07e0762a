import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REPORT_DISCLAIMER, type ReportSummary, shownScore, taxYearOf } from '@tsr/contract';
import { LEVEL_COLOURS, riskLevel } from '../../shared/risk-level';
import { reviewedDate } from './report-format';

/**
 * Spec 2.7: the risk score out of 100 with the disclaimer, and the meta (structure, user, reviewed
 * date, and the date and tax year the review was evaluated as at).
 */
export function ScoreSummary({
  report,
  remediatedView,
}: {
  report: Pick<ReportSummary, 'score' | 'originalScore' | 'structure' | 'user' | 'timestamp' | 'asAt'>;
  remediatedView: boolean;
}) {
  const score = shownScore(report.score);
  const colours = LEVEL_COLOURS[riskLevel(score)];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="overline" color="text.secondary" id="risk-score-label">
            {remediatedView ? 'Remediated risk score' : 'Risk score'}
          </Typography>
          <Typography
            aria-labelledby="risk-score-label"
            sx={{ fontSize: '2.75rem', fontWeight: 700, lineHeight: 1.1 }}
          >
            {score}
            <Typography component="span" sx={{ fontSize: '1.25rem', color: 'text.secondary', ml: 0.5 }}>
              / 100
            </Typography>
          </Typography>
          <LinearProgress
            variant="determinate"
            value={score}
            aria-label="Risk score out of 100"
            sx={{
              height: 10,
              borderRadius: 5,
              my: 1.5,
              bgcolor: 'grey.200',
              '& .MuiLinearProgress-bar': { bgcolor: colours.text },
            }}
          />
          {remediatedView && (
            <Typography variant="body2" color="text.secondary">
              Original score: {shownScore(report.originalScore)} / 100
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, fontStyle: 'italic' }}>
            {REPORT_DISCLAIMER}
          </Typography>
        </Box>
        <Box
          component="dl"
          sx={{
            m: 0,
            minWidth: 240,
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 1,
            alignContent: 'start',
          }}
        >
          <Typography component="dt" color="text.secondary">
            Structure
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {report.structure.name}
          </Typography>
          <Typography component="dt" color="text.secondary">
            User
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {report.user}
          </Typography>
          <Typography component="dt" color="text.secondary">
            Reviewed
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {reviewedDate(report.timestamp)}
          </Typography>
          {report.asAt && (
            <>
              <Typography component="dt" color="text.secondary">
                As at
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {report.asAt}, tax year {taxYearOf(report.asAt)}
              </Typography>
            </>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
