import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RISK_BAND_NAMES, riskBand } from '@tsr/domain/report-view';
import { LEVEL_COLOURS } from '../../shared/risk-level';
import { formatAverage } from './review-list';

/**
 * Spec 2.8/9: the mean risk score of the completed reviews, to 2 decimals. A higher score is a
 * worse risk, so the figure is coloured and named by its band as the report's cells are (never
 * the theme's teal, which reads as progress), and the bar runs on a neutral track.
 */
export function AverageRiskScore({ average, labelledBy }: { average: number; labelledBy: string }) {
  const shown = Number(average.toFixed(2));
  const band = riskBand(shown);
  const colours = LEVEL_COLOURS[band];
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography
          sx={{ fontSize: '2.25rem', fontWeight: 700, color: colours.text }}
          aria-labelledby={labelledBy}
        >
          {formatAverage(average)}
        </Typography>
        <Typography
          component="span"
          sx={{
            px: 1,
            py: 0.25,
            borderRadius: 1,
            fontWeight: 600,
            color: colours.text,
            bgcolor: band === 'none' ? 'grey.100' : colours.background,
          }}
        >
          {RISK_BAND_NAMES[band]}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, shown)}
        aria-label="Average Score"
        aria-valuetext={`${formatAverage(average)}, ${RISK_BAND_NAMES[band]}`}
        sx={{
          height: 10,
          borderRadius: 5,
          mt: 1,
          bgcolor: 'grey.200',
          '& .MuiLinearProgress-bar': { bgcolor: colours.text },
        }}
      />
    </>
  );
}
