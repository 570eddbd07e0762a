import CenterFocusStrong from '@mui/icons-material/CenterFocusStrong';
import MapOutlined from '@mui/icons-material/MapOutlined';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { FitViewOptions } from '@xyflow/react';
import { useReactFlow } from '@xyflow/react';
import type { ReactElement } from 'react';

interface DiagramControlsProps {
  fit: FitViewOptions;
  /** The mini map's switch; null where there is no room for a mini map (small screens). */
  miniMap: { shown: boolean; toggle: () => void } | null;
}

function Control(props: { label: string; onClick: () => void; pressed?: boolean; icon: ReactElement }) {
  return (
    <Tooltip title={props.label}>
      <IconButton
        size="small"
        aria-label={props.label}
        aria-pressed={props.pressed}
        color={props.pressed ? 'primary' : 'default'}
        onClick={props.onClick}
      >
        {props.icon}
      </IconButton>
    </Tooltip>
  );
}

/**
 * Zoom, fit and the mini map's switch, in a bar above the drawing rather than floating over it,
 * so they never hide a node.
 */
export function DiagramControls({ fit, miniMap }: DiagramControlsProps) {
  const flow = useReactFlow();
  return (
    <Stack
      role="toolbar"
      aria-label="Diagram controls"
      direction="row"
      spacing={0.5}
      sx={{ px: 0.5, py: 0.25, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Control
        label="Zoom in"
        icon={<ZoomIn fontSize="small" />}
        onClick={() => void flow.zoomIn({ duration: 150 })}
      />
      <Control
        label="Zoom out"
        icon={<ZoomOut fontSize="small" />}
        onClick={() => void flow.zoomOut({ duration: 150 })}
      />
      <Control
        label="Fit the diagram"
        icon={<CenterFocusStrong fontSize="small" />}
        onClick={() => void flow.fitView({ ...fit, duration: 200 })}
      />
      {miniMap && (
        <Control
          label="Mini map"
          pressed={miniMap.shown}
          icon={<MapOutlined fontSize="small" />}
          onClick={miniMap.toggle}
        />
      )}
    </Stack>
  );
}
