import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type Explanation,
  type RiskReason,
  reasonKey,
  type SurveyStructure,
  RISK_EXPLANATION_TEXTS as T,
} from '@tsr/contract';
import { lazy, Suspense, useMemo } from 'react';
import { LawText } from '../../shared/LawText';
import { useViewer } from '../viewer/useViewer';
import { isAdmin } from '../viewer/viewer';
import { ScoreChip } from './ScoreChip';
import { subjectName } from './subject-names';

// Only administrators see the engine's record; customers never load it.
const TechnicalDetails = lazy(() => import('./TechnicalDetails'));

/**
 * Why a risk was raised, in the customer's words (decision 0007): per rule that fired, the finding, where
 * it was found, the law it cites and "because you answered" with each question as asked and the
 * answer as chosen (the server's `reasons`). The logic and ids are folded away for administrators.
 */
export function ExplanationList({
  explanations,
  structure,
  reasons,
}: {
  explanations: readonly Explanation[];
  structure: SurveyStructure;
  reasons: readonly RiskReason[] | undefined;
}) {
  const admin = isAdmin(useViewer());
  const byKey = useMemo(() => new Map((reasons ?? []).map((r) => [reasonKey(r), r])), [reasons]);
  return (
    <Stack spacing={2}>
      {explanations.map((e) => {
        const reason = byKey.get(reasonKey(e));
        const where = e.loopInstance
          ? `${subjectName(structure, e.entityId)}, for ${subjectName(structure, e.loopInstance)}`
          : subjectName(structure, e.entityId);
        return (
          <Box
            key={reasonKey(e)}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, overflowWrap: 'anywhere' }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
              <Typography component="h4" sx={{ fontWeight: 600 }}>
                {e.ruleName}
              </Typography>
              <ScoreChip score={e.score} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {T.foundOn} {reason?.subject ?? where}
            </Typography>
            {e.context && (
              <Typography variant="body2">
                {T.law}: <LawText text={e.context} />
              </Typography>
            )}
            {reason && reason.answers.length > 0 && (
              <>
                <Typography variant="body2" sx={{ fontWeight: 600, mt: 1 }}>
                  {T.because}
                </Typography>
                <Box
                  component="ul"
                  aria-label={`${T.because}: ${e.ruleName}`}
                  sx={{ my: 0.5, pl: 2.5, typography: 'body2' }}
                >
                  {reason.answers.map((answer) =>
                    answer.statement ? (
                      <li key={`${answer.question}|${answer.subject}`}>{answer.statement}</li>
                    ) : (
                      <li key={`${answer.question}|${answer.subject}`}>
                        {answer.question}{' '}
                        <Box component="span" sx={{ color: 'text.secondary' }}>
                          ({answer.subject})
                        </Box>
                        : <strong>{answer.answer}</strong>
                      </li>
                    ),
                  )}
                </Box>
              </>
            )}
            {reason && reason.answers.length === 0 && (
              <Typography variant="body2" sx={{ fontStyle: 'italic', mt: 1 }}>
                {T.noAnswers}
              </Typography>
            )}
            {admin && (
              <Suspense fallback={null}>
                <TechnicalDetails explanation={e} structure={structure} />
              </Suspense>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
