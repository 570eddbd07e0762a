import Typography from '@mui/material/Typography';
import type {
  Response,
  Rule,
  RuleAction,
  RuleCategory,
  RuleGroup,
  RuleSubcategory,
  RuleSubgroup,
} from '@tsr/contract';
import { type FieldSpec, NodeForm } from '../NodeForm';
import { LOOP_FIELDS, NAME_AND_HEADING, nodeTitle, onlyFields } from '../node-fields';
import { ActionsField } from './ActionsField';
import { CauseFields } from './CauseFields';
import { ExcludesField } from './ExcludesField';
import { LawCheck } from './LawCheck';
import { RiskTextField } from './RiskTextField';
import type { ResponsePlace } from './risk-text-place';
import type { RuleLevel, RuleSelection } from './rule-paths';
import { initialChoice, type RiskTextChoice, riskTextProblems } from './rule-risk-text';

const transformed = (values: Record<string, unknown>) => values.isTransformed === true;

const NAME: FieldSpec = { key: 'name', label: 'Name', kind: 'text' };

const FIELDS: Record<Exclude<RuleLevel, 'rule'>, readonly FieldSpec[]> = {
  category: NAME_AND_HEADING,
  subcategory: [
    ...NAME_AND_HEADING,
    ...LOOP_FIELDS,
    { key: 'isTransformed', label: 'Transformed', kind: 'bool' },
    { key: 'transformedCatId', label: 'Transformed category id', kind: 'text', shown: transformed },
    { key: 'transformedSubCatId', label: 'Transformed subcategory id', kind: 'text', shown: transformed },
  ],
  group: NAME_AND_HEADING,
  subgroup: [
    NAME,
    { key: 'logic', label: 'Subgroup logic', kind: 'logic' },
    ...LOOP_FIELDS,
    { key: 'context', label: 'Context', kind: 'multiline' },
  ],
};

const RULE_FIELDS: readonly FieldSpec[] = [
  NAME,
  { key: 'logic', label: 'Rule logic', kind: 'logic' },
  { key: 'score', label: 'Score', kind: 'score' },
  ...LOOP_FIELDS,
  { key: 'context', label: 'Context (legislation)', kind: 'multiline' },
];

/** Spec 3.4: loopKey only when looped; transformed ids only when transformed (cleared otherwise). */
function cleaned(values: Record<string, unknown>): Record<string, unknown> {
  const next = { ...values };
  if ('isLooped' in next && next.isLooped !== true) next.loopKey = '';
  if ('isTransformed' in next && next.isTransformed !== true) {
    next.transformedCatId = '';
    next.transformedSubCatId = '';
  }
  return next;
}

/** The nodes the rule editor's selection names. */
export interface RuleNodes {
  category?: RuleCategory;
  subcategory?: RuleSubcategory;
  group?: RuleGroup;
  subgroup?: RuleSubgroup;
  rule?: Rule;
}

/** What the rule form needs of the response tree for the rule's risk text. */
export interface RiskTexts {
  /** The responses flagged isRiskScore: what a rule may show. */
  riskTexts: readonly Response[];
  /** Every subgroup of the response tree, where a new risk text can go. */
  places: readonly ResponsePlace[];
  /** The rule's own place (risk-text-place.ts), the new text's subgroup unless another is chosen. */
  ownPlace: readonly string[] | null;
  /** The rules that show each response, by response id. */
  usedBy: ReadonlyMap<string, readonly Rule[]>;
  /** The id a new risk text of this name gets. */
  newId: (name: string) => string;
}

/**
 * The edit form of the deepest chosen item of the rule tree (spec 2.11, 3.4): a rule with its
 * risk text (chosen or written in place), the rules it excludes, its cause and its dated
 * actions, or a category, subcategory, group or subgroup with its own fields. `onSave` gets the
 * form's fields, loop key and transformed ids cleared where they do not apply; `onSaveRule` a
 * rule's, and its risk text.
 */
export function RuleForm({
  selection,
  nodes,
  risk,
  rules,
  onSave,
  onSaveRule,
  onCancel,
}: {
  selection: RuleSelection;
  nodes: RuleNodes;
  risk: RiskTexts;
  rules: readonly Rule[];
  onSave: (level: Exclude<RuleLevel, 'rule'>, fields: Record<string, unknown>) => void;
  onSaveRule: (fields: Record<string, unknown>, riskText: RiskTextChoice) => void;
  onCancel: (level: RuleLevel) => void;
}) {
  if (selection.rule && nodes.rule) {
    const rule = nodes.rule;
    const original = risk.riskTexts.find((r) => r.id === rule.response);
    const choiceOf = (values: Record<string, unknown>) => values.riskText as RiskTextChoice;
    return (
      <NodeForm
        title={nodeTitle('rule', rule.name)}
        fields={RULE_FIELDS}
        initial={{ ...rule, riskText: initialChoice(original, risk.ownPlace) }}
        onSave={({ riskText, ...values }) => onSaveRule(cleaned(values), riskText as RiskTextChoice)}
        onCancel={() => onCancel('rule')}
        problems={(values) => [
          ...riskTextProblems(choiceOf(values), risk.riskTexts, String(values.name ?? '')),
          ...(Array.isArray(values.actions) &&
          (values.actions as RuleAction[]).some((a) => a.text.trim() === '' || a.due.trim() === '')
            ? ['Give each dated action its words and its due date']
            : []),
        ]}
        extra={(values, set) => (
          <>
            <LawCheck label="Context" text={typeof values.context === 'string' ? values.context : ''} />
            <RiskTextField
              ruleId={rule.id}
              ruleName={String(values.name ?? '')}
              value={choiceOf(values)}
              onChange={(choice) => set('riskText', choice)}
              riskTexts={risk.riskTexts}
              original={original}
              places={risk.places}
              ownPlace={risk.ownPlace}
              usedBy={risk.usedBy}
              newId={risk.newId}
            />
            <ExcludesField
              ruleId={rule.id}
              rules={rules}
              value={Array.isArray(values.excludes) ? (values.excludes as string[]) : []}
              onChange={(excludes) => set('excludes', excludes)}
            />
            <CauseFields
              value={{
                causeQuestion: typeof values.causeQuestion === 'string' ? values.causeQuestion : '',
                causeAnswers: Array.isArray(values.causeAnswers) ? (values.causeAnswers as string[]) : [],
                causeText: typeof values.causeText === 'string' ? values.causeText : '',
              }}
              onChange={(cause) => {
                set('causeQuestion', cause.causeQuestion);
                set('causeAnswers', cause.causeAnswers);
                set('causeText', cause.causeText);
              }}
            />
            <ActionsField
              value={Array.isArray(values.actions) ? (values.actions as RuleAction[]) : []}
              onChange={(actions) => set('actions', actions)}
            />
          </>
        )}
      />
    );
  }
  const levels = [
    ['subgroup', nodes.subgroup],
    ['group', nodes.group],
    ['subcategory', nodes.subcategory],
    ['category', nodes.category],
  ] as const;
  for (const [level, node] of levels) {
    if (!node || !selection[level]) continue;
    const fields =
      level === 'group' && nodes.subcategory?.isTransformed
        ? [
            ...FIELDS.group,
            { key: 'transformedGroupId', label: 'Transformed group id', kind: 'text' } as const,
          ]
        : FIELDS[level];
    return (
      <NodeForm
        title={nodeTitle(level, node.name)}
        fields={fields}
        initial={node as unknown as Record<string, unknown>}
        onSave={(values) => onSave(level, cleaned(onlyFields(values, fields)))}
        onCancel={() => onCancel(level)}
      />
    );
  }
  return <Typography color="text.secondary">Select an item to edit it.</Typography>;
}
