import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReportResponse, RiskReason, SurveyStructure } from '@tsr/contract';
import { useId, useState } from 'react';
import { Markdown } from '../../shared/Markdown';
import { LEVEL_COLOURS, riskLevel } from '../../shared/risk-level';
import { ExplanationList } from './ExplanationList';
import { ScoreChip } from './ScoreChip';

/** Heading sizes 1 to 6, lower is bigger (spec 9), under the entity's own heading. */
const HEADING_FONT = ['1.35rem', '1.2rem', '1.1rem', '1rem', '0.95rem', '0.9rem'];

export function ResponseHeading({ text, size }: { text: string; size: number }) {
  const clamped = Math.min(6, Math.max(1, Math.round(size)));
  // Every response heading is an h4 under the entity's h3, whatever its size: a size is the
  // author's emphasis, and deeper levels would skip one when a smaller heading comes first (WCAG 1.3.1).
  return (
    <Typography component="h4" sx={{ fontSize: HEADING_FONT[clamped - 1], fontWeight: 600, mt: 2, mb: 0.5 }}>
      {text}
    </Typography>
  );
}

function Expandable({ label, children }: { label: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box>
      <Button
        size="small"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={id}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        sx={{ px: 0.5 }}
      >
        {label}
      </Button>
      <Collapse in={open} id={id} unmountOnExit>
        {children}
      </Collapse>
    </Box>
  );
}

/** One response: a heading, a plain text, more detail (collapsed) or a risk text with its weight. */
export function ResponseText({
  response,
  structure,
  reasons,
}: {
  response: ReportResponse;
  structure: SurveyStructure;
  /** The report's explanations in the customer's words (ReportView.reasons). */
  reasons: readonly RiskReason[] | undefined;
}) {
  if (response.isHeading) return <ResponseHeading text={response.text} size={response.headingSize ?? 3} />;
  if (response.isMoreDetail) {
    return (
      <Expandable label="More detail">
        <Markdown text={response.text} sx={{ color: 'text.secondary', pl: 1 }} />
      </Expandable>
    );
  }
  if (response.isRiskScore) {
    const colours = LEVEL_COLOURS[riskLevel(response.weight)];
    return (
      <Box sx={{ borderLeft: 4, borderColor: colours.text, pl: 1.5, my: 1.5 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
          <ScoreChip score={response.weight} label={`Weight ${response.weight}`} />
        </Stack>
        <Markdown text={response.text} />
        {response.explanation.length > 0 && (
          <Expandable label="Why this risk">
            <ExplanationList explanations={response.explanation} structure={structure} reasons={reasons} />
          </Expandable>
        )}
      </Box>
    );
  }
  return <Markdown text={response.text} sx={{ my: 0.5 }} />;
}
