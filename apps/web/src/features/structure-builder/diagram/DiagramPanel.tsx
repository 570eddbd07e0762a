import CloseFullscreen from '@mui/icons-material/CloseFullscreen';
import OpenInFull from '@mui/icons-material/OpenInFull';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { StructureFinding, SurveyStructure } from '@tsr/contract';
import { buildGraph, summarise } from '@tsr/domain/diagram';
import { lazy, Suspense, useMemo, useState } from 'react';
import { DiagramLegend } from './DiagramLegend';
import type { StructureDiagramProps } from './StructureDiagram';
import { useThrottledValue } from './useThrottledValue';

// React Flow and dagre are loaded only when the diagram is first shown, in a chunk of their own.
const StructureDiagram = lazy(() => import('./StructureDiagram'));

interface DiagramPanelProps {
  structure: SurveyStructure;
  findings: readonly StructureFinding[];
  /** Absent where the diagram is read only (a started review's structure). */
  onSelect?: (entityId: string, partyId?: string) => void;
}

/** How often at most the diagram is redrawn while the user types. */
const DIAGRAM_INTERVAL_MS = 250;

type DiagramHeight = string | { xs: number | string; lg: number | string };

/** Beside the form (wide screens) the diagram takes the height of the window; below it, a fixed one. */
const PANEL_HEIGHT: DiagramHeight = { xs: 380, lg: 'max(420px, calc(100vh - 250px))' };

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The live diagram beside the form, with a legend, a text summary, and a full-screen view. */
export function DiagramPanel(props: DiagramPanelProps) {
  const { onSelect } = props;
  const { structure, findings } = useThrottledValue(
    useMemo(
      () => ({ structure: props.structure, findings: props.findings }),
      [props.structure, props.findings],
    ),
    DIAGRAM_INTERVAL_MS,
  );
  const [fullScreen, setFullScreen] = useState(false);
  const summary = useMemo(() => summarise(buildGraph(structure, [])), [structure]);
  const empty = summary.entities === 0;
  const diagram = (height: DiagramHeight, props: StructureDiagramProps) => (
    <Box
      sx={{
        height,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: '#fbfcfd',
      }}
    >
      {empty ? (
        <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', p: 3 }}>
          <Typography color="text.secondary" align="center">
            The diagram draws itself as you add entities.
          </Typography>
        </Stack>
      ) : (
        <Suspense
          fallback={
            <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center' }}>
              <CircularProgress aria-label="Loading the diagram" />
            </Stack>
          }
        >
          <StructureDiagram {...props} />
        </Suspense>
      )}
    </Box>
  );

  return (
    <Paper component="section" variant="outlined" aria-labelledby="structure-diagram-heading" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography id="structure-diagram-heading" variant="h3" component="h2" sx={{ flexGrow: 1 }}>
          Structure diagram
        </Typography>
        <Tooltip title="Open the diagram full screen">
          <span>
            <IconButton
              aria-label="Open the diagram full screen"
              onClick={() => setFullScreen(true)}
              disabled={empty}
            >
              <OpenInFull fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
        {plural(summary.entities, 'entity', 'entities')}, {plural(summary.parties, 'party', 'parties')},{' '}
        {plural(summary.ownerships, 'ownership link', 'ownership links')}
      </Typography>
      {!fullScreen && diagram(PANEL_HEIGHT, { structure, findings, onSelect })}
      <DiagramLegend />
      <Dialog
        fullScreen
        open={fullScreen}
        onClose={() => setFullScreen(false)}
        aria-labelledby="diagram-dialog-heading"
      >
        <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1 }}>
          <Typography id="diagram-dialog-heading" variant="h3" component="h2" sx={{ flexGrow: 1 }}>
            Structure diagram
          </Typography>
          <IconButton aria-label="Close the full-screen diagram" onClick={() => setFullScreen(false)}>
            <CloseFullscreen />
          </IconButton>
        </Stack>
        <Box sx={{ flexGrow: 1, px: 2, pb: 2 }}>
          {diagram('100%', {
            structure,
            findings,
            onSelect: onSelect
              ? (entityId, partyId) => {
                  setFullScreen(false);
                  onSelect(entityId, partyId);
                }
              : undefined,
          })}
        </Box>
        <Box sx={{ px: 2, pb: 2 }}>
          <DiagramLegend />
        </Box>
      </Dialog>
    </Paper>
  );
}
