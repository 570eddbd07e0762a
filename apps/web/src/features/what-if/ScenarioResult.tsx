import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type CellChange,
  type RiskChange,
  SCENARIO_TEXTS,
  shownScore,
  REPORT_CHANGES_TEXTS as T,
  type WhatIfResult,
} from '@tsr/contract';
import { countOf } from '../../shared/count-words';
import { RiskGrid } from '../../shared/RiskGrid';
import { cellText, LEVEL_COLOURS, riskLevel } from '../../shared/risk-level';
import { ScrollableTable } from '../shell/ScrollableTable';
import { visuallyHidden } from '../shell/visually-hidden';

/**
 * The scenario scored against its report (issue 33): the report's score then the scenario's, the
 * scenario's risk table with each cell that went up or down marked with the report's score, and
 * the risks new, gone and still present in the customer's words (the risk's title and entity).
 */
export function ScenarioResult({ result }: { result: WhatIfResult }) {
  return (
    <Stack spacing={3}>
      <Scores before={result.reportScore} after={result.score} />
      <section aria-labelledby="scenario-table-heading">
        <Typography variant="h3" id="scenario-table-heading" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Risk table of the scenario
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {cellsSentence(result.comparison.cells)}
        </Typography>
        <ScenarioTable result={result} />
      </section>
      <RiskList
        id="scenario-new"
        heading={T.newRisks(result.comparison.newRisks.length)}
        risks={result.comparison.newRisks}
      />
      <RiskList
        id="scenario-gone"
        heading={T.goneRisks(result.comparison.goneRisks.length)}
        risks={result.comparison.goneRisks}
      />
      <RiskList
        id="scenario-unchanged"
        heading={T.unchangedRisks(result.comparison.unchangedRisks.length)}
        risks={result.comparison.unchangedRisks}
      />
    </Stack>
  );
}

function cellsSentence(cells: readonly CellChange[]): string {
  if (cells.length === 0) return 'No cell of the risk table changes against the report.';
  const up = cells.filter((c) => c.direction === 'up').length;
  const down = cells.length - up;
  const parts = [up > 0 ? `${up} up` : '', down > 0 ? `${down} down` : ''].filter(Boolean).join(', ');
  const n = `${countOf(cells.length, 'cell')} ${cells.length === 1 ? 'changes' : 'change'}`;
  return `${n} against the report (${parts}): each shows the scenario's score, an arrow and the report's score.`;
}

/** A score out of 100 in its risk band's colours. */
function ScoreBox({ id, label, score }: { id: string; label: string; score: number }) {
  const shown = shownScore(score);
  const colours = LEVEL_COLOURS[riskLevel(shown)];
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 140 }}>
      <Typography variant="overline" color="text.secondary" id={id} component="p">
        {label}
      </Typography>
      <Typography
        aria-labelledby={id}
        sx={{ fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.1, color: colours.text }}
      >
        {shown}
        <Typography component="span" sx={{ fontSize: '1.1rem', color: 'text.secondary', ml: 0.5 }}>
          / 100
        </Typography>
      </Typography>
    </Paper>
  );
}

/** The report's score, then the scenario's, and by how much it moves. */
function Scores({ before, after }: { before: number; after: number }) {
  const difference = shownScore(after) - shownScore(before);
  const way = after > before ? 'higher' : 'lower';
  const moved =
    after === before
      ? 'The same score as the report.'
      : difference === 0
        ? // Both round to the same whole score: say it moved, rather than "the same".
          `A little ${way} than the report, by less than one point.`
        : `${Math.abs(difference)} ${way} than the report.`;
  return (
    <section aria-labelledby="scores-heading">
      <Typography variant="h3" id="scores-heading" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Risk score
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <ScoreBox id="score-report" label={SCENARIO_TEXTS.report} score={before} />
        <ArrowForwardIcon aria-hidden color="action" />
        <ScoreBox id="score-scenario" label={SCENARIO_TEXTS.scenario} score={after} />
      </Stack>
      <Typography sx={{ mt: 1 }}>{moved}</Typography>
    </section>
  );
}

const cellKey = (rowId: string, column: string) => `${rowId}|${column}`;

/** The scenario's risk table, each changed cell with its arrow and the report's score. */
function ScenarioTable({ result }: { result: WhatIfResult }) {
  const changed = new Map(result.comparison.cells.map((c) => [cellKey(c.rowId, c.column), c]));
  return (
    <ScrollableTable label="Risk table of the scenario">
      <RiskGrid
        table={result.table}
        named={{ labelledBy: 'scenario-table-heading' }}
        cell={({ row, column, cell }) => {
          const change = changed.get(cellKey(row.id, column));
          if (!change) return { content: cellText(cell) };
          const colours = LEVEL_COLOURS[riskLevel(cell?.score ?? 0)];
          return {
            content: <ChangedCell score={cellText(cell) || '0'} change={change} />,
            sx: { outline: 2, outlineOffset: -3, outlineColor: colours.text },
          };
        }}
      />
    </ScrollableTable>
  );
}

/** A cell that went up or down: the scenario's score, the arrow, and what the report had. */
function ChangedCell({ score, change }: { score: string; change: CellChange }) {
  const Arrow = change.direction === 'up' ? ArrowUpwardIcon : ArrowDownwardIcon;
  return (
    <Stack sx={{ alignItems: 'center' }}>
      <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center' }}>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {score}
        </Typography>
        <Arrow aria-hidden sx={{ fontSize: '1rem' }} />
        <Box component="span" sx={visuallyHidden}>
          {change.direction === 'up' ? ', up' : ', down'}
        </Box>
      </Stack>
      <Typography component="span" variant="caption" sx={{ whiteSpace: 'nowrap' }}>
        {` was ${T.cellScore(change.before)}`}
      </Typography>
    </Stack>
  );
}

/** Risks under their heading and count, each as the report names it: its title and entity. */
function RiskList({ id, heading, risks }: { id: string; heading: string; risks: readonly RiskChange[] }) {
  return (
    <section aria-labelledby={id}>
      <Typography variant="h3" id={id} sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 1 }}>
        {heading}
      </Typography>
      {risks.length === 0 ? (
        <Typography color="text.secondary">{T.none}</Typography>
      ) : (
        <Box component="ul" aria-labelledby={id} sx={{ my: 0, pl: 3 }}>
          {risks.map((risk) => (
            <li key={`${risk.selector.entityId}|${risk.selector.responseId}`}>{T.risk(risk)}</li>
          ))}
        </Box>
      )}
    </section>
  );
}
