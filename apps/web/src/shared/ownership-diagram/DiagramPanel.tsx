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
import { type CivilDate, compareDates, parseDate } from '@tsr/domain/dates';
import { diagramAsAt, diagramDateRange } from '@tsr/domain/diagram';
import { ukToday } from '@tsr/domain/uk-time';
import { type ComponentType, Suspense, useId, useMemo, useState } from 'react';
import { DateSlider } from './DateSlider';
import { DiagramFrame, type DiagramHeight } from './DiagramFrame';
import { StructureDrawing } from './diagram-chunks';
import type { StructureDiagramProps } from './StructureDiagram';
import { useThrottledValue } from './useThrottledValue';

export interface DiagramPanelProps {
  structure: SurveyStructure;
  findings: readonly StructureFinding[];
  /** Absent where the diagram is read only (a started review's structure, the report). */
  onSelect?: (entityId: string, partyId?: string) => void;
  /** The drawing; the shared one unless a screen names its own (the builder does, for its tests). */
  drawing?: ComponentType<StructureDiagramProps>;
  /** The panel's heading level: h2 on a screen of its own, h3 inside a section of the report. */
  headingLevel?: 'h2' | 'h3';
}

/** How often at most the diagram is redrawn while the user types. */
const DIAGRAM_INTERVAL_MS = 250;

/** Beside the form (wide screens) the diagram takes the height of the window; below it, a fixed one. */
const PANEL_HEIGHT: DiagramHeight = { xs: 380, lg: 'max(420px, calc(100vh - 250px))' };

const todayInUk = (): CivilDate => parseDate(ukToday(new Date())) as CivilDate;

/**
 * The structure's diagram (loaded lazily, see OwnershipDiagram.tsx): the date slider, the drawing
 * with its summary and legend, and a full-screen view that keeps the date chosen. The drawing
 * follows the structure at most every 250 ms while the user types.
 */
export default function DiagramPanel(props: DiagramPanelProps) {
  const { onSelect, drawing: Drawing = StructureDrawing, headingLevel = 'h2' } = props;
  const { structure, findings } = useThrottledValue(
    useMemo(
      () => ({ structure: props.structure, findings: props.findings }),
      [props.structure, props.findings],
    ),
    DIAGRAM_INTERVAL_MS,
  );
  const headingId = useId();
  const [fullScreen, setFullScreen] = useState(false);
  // Read once: a panel left open over midnight keeps the day it opened on, as the rest of the page does.
  const [today] = useState(todayInUk);
  const [date, setDate] = useState<CivilDate | null>(null);
  const range = useMemo(() => diagramDateRange(structure, today), [structure, today]);
  const asAt = useMemo(() => (date ? diagramAsAt(structure, date) : null), [structure, date]);
  const empty = structure.rootEntitiesIds.every((id) => structure.entities[id] === undefined);
  // A structure that mentions no date but today has nothing to move through.
  const dated = compareDates(range.earliest, range.latest) < 0;

  const slider = dated && !empty && (
    <DateSlider range={range} value={date} today={today} onChange={setDate} />
  );
  const diagram = (props: StructureDiagramProps & { height: DiagramHeight }) =>
    empty ? (
      <DiagramFrame height={props.height}>
        <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', p: 3 }}>
          <Typography color="text.secondary" align="center">
            The diagram draws itself as you add entities.
          </Typography>
        </Stack>
      </DiagramFrame>
    ) : (
      <Suspense
        fallback={
          <DiagramFrame height={props.height}>
            <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center' }}>
              <CircularProgress aria-label="Loading the diagram" />
            </Stack>
          </DiagramFrame>
        }
      >
        <Drawing {...props} />
      </Suspense>
    );

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography id={headingId} variant="h3" component={headingLevel} sx={{ flexGrow: 1 }}>
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
      {!fullScreen && slider}
      {!fullScreen && diagram({ height: PANEL_HEIGHT, structure, findings, onSelect, asAt })}
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
        <Box sx={{ px: 2 }}>{slider}</Box>
        <Stack sx={{ flexGrow: 1, minHeight: 0, px: 2, pb: 2 }}>
          {diagram({
            height: 'fill',
            structure,
            findings,
            asAt,
            onSelect: onSelect
              ? (entityId, partyId) => {
                  setFullScreen(false);
                  onSelect(entityId, partyId);
                }
              : undefined,
          })}
        </Stack>
      </Dialog>
    </Paper>
  );
}
