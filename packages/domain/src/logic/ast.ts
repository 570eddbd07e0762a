/** The logic language's syntax tree: a discriminated union on `kind`. Offsets are 0-based, end exclusive. */

export interface Span {
  readonly start: number;
  readonly end: number;
}

export type ComparisonOp =
  | '='
  | '!='
  | '<'
  | '<='
  | '>'
  | '>='
  | 'anyof'
  | 'allof'
  | 'noneof'
  | 'contains'
  | 'notcontains';
export type ArithmeticOp = '+' | '-' | '*' | '/' | '%';
export type BinaryOp = 'or' | 'and' | ComparisonOp | ArithmeticOp;
export type Quantifier = 'any' | 'all' | 'none' | 'count';

export type Node =
  | { readonly kind: 'literal'; readonly value: string | number | boolean; readonly span: Span }
  | { readonly kind: 'array'; readonly items: readonly Node[]; readonly span: Span }
  /** {name}: a question of the subject being evaluated. */
  | { readonly kind: 'question'; readonly name: string; readonly span: Span }
  /** {relation.name}: the answers of every related subject, as a list. */
  | { readonly kind: 'relation'; readonly relation: string; readonly name: string; readonly span: Span }
  /** {loop.name}: a question of the loop instance of a looped rule. */
  | { readonly kind: 'loop'; readonly name: string; readonly span: Span }
  /** @id: a named definition; ids are lower-cased. */
  | { readonly kind: 'definition'; readonly id: string; readonly span: Span }
  | { readonly kind: 'not'; readonly operand: Node; readonly span: Span }
  | { readonly kind: 'negate'; readonly operand: Node; readonly span: Span }
  | { readonly kind: 'empty'; readonly negated: boolean; readonly operand: Node; readonly span: Span }
  | {
      readonly kind: 'binary';
      readonly op: BinaryOp;
      readonly left: Node;
      readonly right: Node;
      readonly span: Span;
    }
  | { readonly kind: 'call'; readonly name: string; readonly args: readonly Node[]; readonly span: Span }
  /** any/all/none/count(relation, condition): the condition evaluated for each related subject. */
  | {
      readonly kind: 'quantifier';
      readonly quantifier: Quantifier;
      readonly relation: string;
      readonly relationSpan: Span;
      readonly body: Node | null;
      readonly span: Span;
    };

export function assertNever(value: never): never {
  throw new Error(`Unexpected value ${JSON.stringify(value)}`);
}

/** Calls `visit` on a tree's every node, parents before their children. */
export function walkTree(node: Node, visit: (n: Node) => void): void {
  visit(node);
  switch (node.kind) {
    case 'literal':
    case 'question':
    case 'relation':
    case 'loop':
    case 'definition':
      return;
    case 'array':
      for (const item of node.items) walkTree(item, visit);
      return;
    case 'not':
    case 'negate':
    case 'empty':
      walkTree(node.operand, visit);
      return;
    case 'binary':
      walkTree(node.left, visit);
      walkTree(node.right, visit);
      return;
    case 'call':
      for (const arg of node.args) walkTree(arg, visit);
      return;
    case 'quantifier':
      if (node.body) walkTree(node.body, visit);
      return;
    default:
      assertNever(node);
  }
}

/** Binding strength: a higher number binds tighter. */
export const PRECEDENCE = {
  or: 1,
  and: 2,
  not: 3,
  comparison: 4,
  additive: 5,
  multiplicative: 6,
  negate: 7,
  primary: 8,
} as const;

export function precedenceOf(node: Node): number {
  switch (node.kind) {
    case 'binary':
      return binaryPrecedence(node.op);
    case 'not':
      return PRECEDENCE.not;
    case 'empty':
      return PRECEDENCE.comparison;
    case 'negate':
      return PRECEDENCE.negate;
    case 'literal':
    case 'array':
    case 'question':
    case 'relation':
    case 'loop':
    case 'definition':
    case 'call':
    case 'quantifier':
      return PRECEDENCE.primary;
    default:
      return assertNever(node);
  }
}

export function binaryPrecedence(op: BinaryOp): number {
  switch (op) {
    case 'or':
      return PRECEDENCE.or;
    case 'and':
      return PRECEDENCE.and;
    case '+':
    case '-':
      return PRECEDENCE.additive;
    case '*':
    case '/':
    case '%':
      return PRECEDENCE.multiplicative;
    default:
      return PRECEDENCE.comparison;
  }
}
