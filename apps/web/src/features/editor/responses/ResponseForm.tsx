import Typography from '@mui/material/Typography';
import {
  DEFAULT_HEADING_SIZE,
  type Response,
  type ResponseGroup,
  type ResponseSubgroup,
  type ResponseTextType,
} from '@tsr/contract';
import { type FieldSpec, NodeForm } from '../NodeForm';
import { LOOP_FIELDS, NAME_AND_HEADING, nodeTitle, onlyFields } from '../node-fields';
import type { ResponseLevel } from './response-selection';

const TEXT_TYPES = [
  { value: 'none', label: 'Plain text' },
  { value: 'heading', label: 'Heading' },
  { value: 'moreDetail', label: 'More detail (collapsed)' },
  { value: 'riskScore', label: 'Risk text' },
] as const;

export const NEW_RESPONSE_NAME_NEEDED = 'Give the new response a name: its id is made from it';

const isHeading = (values: Record<string, unknown>) => values.textType === 'heading';

const RESPONSE_FIELDS: readonly FieldSpec[] = [
  { key: 'name', label: 'Name', kind: 'text' },
  { key: 'textType', label: 'Text type', kind: 'choice', options: TEXT_TYPES },
  { key: 'headingSize', label: 'Heading size', kind: 'headingSize', shown: isHeading },
  { key: 'text', label: 'Text (markdown)', kind: 'markdown' },
  { key: 'logic', label: 'Response logic', kind: 'logic' },
  { key: 'status', label: 'Status', kind: 'text' },
];
const HEADING_SIZE: FieldSpec = { key: 'headingSize', label: 'Heading size', kind: 'headingSize' };
const GROUP_FIELDS: readonly FieldSpec[] = [
  ...NAME_AND_HEADING,
  HEADING_SIZE,
  { key: 'logic', label: 'Group logic', kind: 'logic' },
];
const SUBGROUP_FIELDS: readonly FieldSpec[] = [
  ...NAME_AND_HEADING,
  HEADING_SIZE,
  { key: 'logic', label: 'Subgroup logic', kind: 'logic' },
  ...LOOP_FIELDS,
];

function textTypeOf(response: Response): ResponseTextType {
  if (response.isHeading) return 'heading';
  if (response.isMoreDetail) return 'moreDetail';
  if (response.isRiskScore) return 'riskScore';
  return 'none';
}

/** What a response's list entry says under its name: its text type. */
export function textTypeLabel(response: Response): string {
  return TEXT_TYPES.find((type) => type.value === textTypeOf(response))?.label ?? '';
}

/** The nodes the response editor's selection names. */
export interface ResponseNodes {
  category?: { name: string; heading: string };
  group?: ResponseGroup;
  subgroup?: ResponseSubgroup;
  response?: Response;
}

/**
 * The edit form of one level of the response tree (spec 2.11, 3.4): a response with its text
 * type, heading size and Markdown text, or a category, group or subgroup with its own fields.
 * `onSave` gets the form's fields only.
 */
export function ResponseForm({
  level,
  nodes,
  onSave,
  onCancel,
  newId,
}: {
  level: ResponseLevel;
  nodes: ResponseNodes;
  onSave: (values: Record<string, unknown>) => void;
  onCancel: () => void;
  /** For a response not yet in the draft: the id its name gives it (it is made when saved). */
  newId?: (name: string) => string;
}) {
  if (level === 'response' && nodes.response) {
    const response = nodes.response;
    const nameOf = (values: Record<string, unknown>) => String(values.name ?? '').trim();
    return (
      <NodeForm
        title={newId ? 'New response' : nodeTitle('response', response.name)}
        problems={newId ? (values) => (nameOf(values) === '' ? [NEW_RESPONSE_NAME_NEEDED] : []) : undefined}
        extra={
          newId
            ? (values) =>
                nameOf(values) !== '' && (
                  <Typography variant="body2" color="text.secondary">
                    Its id will be '{newId(nameOf(values))}', made from its name.
                  </Typography>
                )
            : undefined
        }
        fields={RESPONSE_FIELDS}
        initial={{
          ...response,
          textType: textTypeOf(response),
          headingSize: response.headingSize ?? DEFAULT_HEADING_SIZE,
        }}
        onSave={(values) => onSave(onlyFields(values, RESPONSE_FIELDS))}
        onCancel={onCancel}
      />
    );
  }
  const node = level === 'category' ? nodes.category : level === 'group' ? nodes.group : nodes.subgroup;
  if (!node || level === 'response') return null;
  const fields = level === 'category' ? NAME_AND_HEADING : level === 'group' ? GROUP_FIELDS : SUBGROUP_FIELDS;
  const initial: Record<string, unknown> = { ...node };
  if (level !== 'category') initial.headingSize = (node as ResponseGroup).headingSize ?? DEFAULT_HEADING_SIZE;
  return (
    <NodeForm
      title={nodeTitle(level, node.name)}
      fields={fields}
      initial={initial}
      onSave={(values) => onSave(onlyFields(values, fields))}
      onCancel={onCancel}
    />
  );
}
