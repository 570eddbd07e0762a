import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { ENTITY_TYPES } from '@tsr/contract';
import {
  ENDED_STROKE,
  ENTITY_COLOUR,
  type EntityNodeData,
  NODE_SIZE,
  PARTY_COLOUR,
  type PartyNodeData,
  PROBLEM_COLOUR,
  type Problem,
} from '@tsr/domain/diagram';
import { Handle, type Node, type NodeProps, Position } from '@xyflow/react';
import { EntityTypeIcon } from './EntityTypeIcon';

export type EntityFlowNode = Node<EntityNodeData, 'entity'>;
export type PartyFlowNode = Node<PartyNodeData, 'party'>;

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** A red (error) or amber (incomplete) dot in the corner; the form says what is wrong. */
function ProblemDot({ problem }: { problem: Problem }) {
  if (!problem) return null;
  return (
    <span
      title={problem === 'error' ? 'Has errors' : 'Incomplete'}
      style={{
        position: 'absolute',
        top: 6,
        right: 6,
        width: 9,
        height: 9,
        borderRadius: '50%',
        background: PROBLEM_COLOUR[problem],
      }}
    />
  );
}

const handleStyle = { opacity: 0, pointerEvents: 'none' } as const;

/**
 * An entity's box. Drawn ended (as at a date after its exit), it is outlined in grey, dashed, and
 * says when it left.
 */
export function EntityNode({ data, targetPosition, sourcePosition }: NodeProps<EntityFlowNode>) {
  const ended = data.state === 'ended';
  const colour = ended ? ENDED_STROKE.colour : ENTITY_COLOUR[data.entityType];
  return (
    <div
      style={{
        ...NODE_SIZE.entity,
        boxSizing: 'border-box',
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '6px 10px',
        background: '#fff',
        border: `2px solid ${colour}`,
        borderStyle: ended || data.entityType === 'nominee' ? 'dashed' : 'solid',
        borderRadius: 10,
        boxShadow: '0 1px 3px rgba(26,43,76,0.15)',
        cursor: 'pointer',
      }}
    >
      <Handle
        type="target"
        position={targetPosition ?? Position.Top}
        style={handleStyle}
        isConnectable={false}
      />
      <EntityTypeIcon type={data.entityType} fontSize="small" />
      <div style={{ minWidth: 0 }}>
        <div style={{ ...ellipsis, fontWeight: 600, fontSize: 14, color: '#1a2b4c' }}>{data.label}</div>
        <div style={{ ...ellipsis, fontSize: 11, color: colour }}>
          {ENTITY_TYPES[data.entityType].label}
          {data.ended ? ` · left ${data.ended}` : ''}
        </div>
      </div>
      <ProblemDot problem={data.problem} />
      <Handle
        type="source"
        position={sourcePosition ?? Position.Bottom}
        style={handleStyle}
        isConnectable={false}
      />
    </div>
  );
}

/** A party's pill; outlined in grey, dashed, once its holding has ended (as at a date). */
export function PartyNode({ data, targetPosition, sourcePosition }: NodeProps<PartyFlowNode>) {
  const Icon = data.deceased ? PersonOffOutlined : PersonOutlined;
  const ended = data.state === 'ended';
  const colour = ended ? ENDED_STROKE.colour : PARTY_COLOUR;
  return (
    <div
      style={{
        ...NODE_SIZE.party,
        boxSizing: 'border-box',
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        gap: 6,
        padding: '4px 10px',
        background: '#f4f6f8',
        border: `1px ${ended ? 'dashed' : 'solid'} ${colour}`,
        borderRadius: 24,
        cursor: 'pointer',
      }}
    >
      {/* Where a nominee's principal points at the party that holds shares for it. */}
      <Handle
        type="target"
        position={targetPosition ?? Position.Top}
        style={handleStyle}
        isConnectable={false}
      />
      <Icon fontSize="small" sx={{ color: colour }} aria-hidden />
      <div style={{ minWidth: 0 }}>
        <div style={{ ...ellipsis, fontSize: 13, fontWeight: 600, color: '#1a2b4c' }}>{data.label}</div>
        <div style={{ ...ellipsis, fontSize: 10, color: colour }}>
          {data.role}
          {data.deceased ? ' · deceased' : ''}
          {ended ? ' · ended' : ''}
        </div>
      </div>
      <ProblemDot problem={data.problem} />
      <Handle
        type="source"
        position={sourcePosition ?? Position.Bottom}
        style={handleStyle}
        isConnectable={false}
      />
    </div>
  );
}

/** Node components by node type; defined once, outside any component, as React Flow asks. */
export const NODE_TYPES = { entity: EntityNode, party: PartyNode };
