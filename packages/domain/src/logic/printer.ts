import { assertNever, binaryPrecedence, type Node, PRECEDENCE, precedenceOf } from './ast';

/**
 * Prints a tree in canonical form: one spelling per operator, single-quoted strings, and only
 * the parentheses the precedence rules need. Parsing the printed text gives the same tree.
 */
export function print(node: Node): string {
  switch (node.kind) {
    case 'literal':
      return typeof node.value === 'string' ? quote(node.value) : String(node.value);
    case 'array':
      return `[${node.items.map(print).join(', ')}]`;
    case 'question':
      return `{${node.name}}`;
    case 'relation':
      return `{${node.relation}.${node.name}}`;
    case 'loop':
      return `{loop.${node.name}}`;
    case 'definition':
      return `@${node.id}`;
    case 'not':
      return `not ${child(node.operand, PRECEDENCE.not)}`;
    case 'negate':
      return `-${child(node.operand, PRECEDENCE.negate)}`;
    case 'empty':
      return `${child(node.operand, PRECEDENCE.comparison)} ${node.negated ? 'notempty' : 'empty'}`;
    case 'binary': {
      const level = binaryPrecedence(node.op);
      // Left-associative: the right operand needs parentheses at the same level too.
      return `${child(node.left, level)} ${node.op} ${child(node.right, level + 1)}`;
    }
    case 'call':
      return `${node.name}(${node.args.map(print).join(', ')})`;
    case 'quantifier':
      return `${node.quantifier}(${node.relation}${node.body ? `, ${print(node.body)}` : ''})`;
    default:
      return assertNever(node);
  }
}

function child(node: Node, minimum: number): string {
  const text = print(node);
  return precedenceOf(node) < minimum ? `(${text})` : text;
}

function quote(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}
