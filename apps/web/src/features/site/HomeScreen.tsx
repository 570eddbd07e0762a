import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useViewer } from '../viewer/useViewer';
import { useSite } from './site-query';

const steps: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <AccountTreeOutlined color="primary" fontSize="large" />,
    title: 'Draw the structure',
    text: 'Describe the trusts, foundations and companies and the people holding roles in them.',
  },
  {
    icon: <QuizOutlined color="primary" fontSize="large" />,
    title: 'Answer the questionnaire',
    text: 'Answer questions generated for exactly the structure you have drawn.',
  },
  {
    icon: <AssessmentOutlined color="primary" fontSize="large" />,
    title: 'Receive a scored report',
    text: 'See the UK tax risk across IT, CGT, IHT, CT and ATED, mark remediations and download the PDF.',
  },
];

/** Spec 2.1: Home, the public landing page. */
export function HomeScreen() {
  const { config } = useSite();
  const viewer = useViewer();

  return (
    <Stack spacing={4}>
      <Paper
        sx={{
          p: { xs: 3, md: 6 },
          color: 'secondary.contrastText',
          background: (t) =>
            `linear-gradient(135deg, ${t.palette.secondary.main} 0%, ${t.palette.primary.dark} 100%)`,
        }}
      >
        <Typography variant="h1" gutterBottom>
          Welcome to {config.productName}
        </Typography>
        <Typography sx={{ maxWidth: 640, mb: 3, opacity: 0.9 }}>
          UK tax-risk reviews of offshore structures for wealth managers, trust companies and family offices.
        </Typography>
        {viewer.kind === 'visitor' && (
          // No About button until the product page (spec 2.10) exists: it would lead to a dead end.
          <Button component={RouterLink} to="/login" variant="contained" size="large">
            Login
          </Button>
        )}
        {viewer.kind === 'user' && (
          <Button component={RouterLink} to="/user/dashboard" variant="contained" size="large">
            Go to Dashboard
          </Button>
        )}
      </Paper>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {steps.map((step) => (
          <Paper key={step.title} variant="outlined" sx={{ p: 3 }}>
            {step.icon}
            <Typography variant="h3" component="h2" sx={{ mt: 1, mb: 1 }}>
              {step.title}
            </Typography>
            <Typography color="text.secondary">{step.text}</Typography>
          </Paper>
        ))}
      </Box>
    </Stack>
  );
}
