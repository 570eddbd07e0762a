import type { BinaryOp, ComparisonOp, Node, Quantifier, Span } from './ast';
import { PRECEDENCE } from './ast';
import { describeToken, lex, type SyntaxProblem, type Token } from './lexer';
import { LOGIC_MESSAGES } from './messages';

export type ParseResult = { ok: true; ast: Node } | { ok: false; error: SyntaxProblem };

/**
 * Precedence climbing over the tokens: or < and < not < comparisons and empty/notempty <
 * + - < * / % < unary minus < primaries. All binary levels associate to the left. Word operators
 * are matched ignoring case; aliases (==, <>, &&, ||, !, SurveyJS's word forms) map to one
 * canonical operator so the tree does not remember which spelling was used.
 */
export function parse(text: string): ParseResult {
  const lexed = lex(text);
  if (!lexed.ok) return lexed;
  const parser = new Parser(lexed.tokens);
  try {
    const ast = parser.expression(PRECEDENCE.or);
    const next = parser.peek();
    if (next.kind !== 'end') throw new ParseFailure(LOGIC_MESSAGES.trailing(describeToken(next)), next.span);
    return { ok: true, ast };
  } catch (error) {
    // Only our own failure type is caught; anything else is a bug and must surface.
    if (error instanceof ParseFailure)
      return { ok: false, error: { message: error.message, span: error.span } };
    throw error;
  }
}

class ParseFailure extends Error {
  constructor(
    message: string,
    readonly span: Span,
  ) {
    super(message);
  }
}

const COMPARISON_SYMBOLS: Readonly<Record<string, ComparisonOp>> = {
  '=': '=',
  '==': '=',
  '!=': '!=',
  '<>': '!=',
  '<': '<',
  '<=': '<=',
  '>': '>',
  '>=': '>=',
};

const COMPARISON_WORDS: Readonly<Record<string, ComparisonOp>> = {
  equal: '=',
  notequal: '!=',
  less: '<',
  lessorequal: '<=',
  greater: '>',
  greaterorequal: '>=',
  anyof: 'anyof',
  allof: 'allof',
  noneof: 'noneof',
  contains: 'contains',
  contain: 'contains',
  notcontains: 'notcontains',
  notcontain: 'notcontains',
};

const MAX_DEPTH = 1000;

const QUANTIFIERS = new Set<string>(['any', 'all', 'none', 'count']);

class Parser {
  private index = 0;

  constructor(private readonly tokens: Token[]) {}

  peek(): Token {
    return this.tokens[this.index] as Token;
  }

  private advance(): Token {
    const token = this.peek();
    if (token.kind !== 'end') this.index += 1;
    return token;
  }

  private word(): string | null {
    const token = this.peek();
    return token.kind === 'word' ? token.text.toLowerCase() : null;
  }

  private symbol(): string | null {
    const token = this.peek();
    return token.kind === 'symbol' ? token.text : null;
  }

  private expect(symbol: string, what: string): Token {
    const token = this.peek();
    if (token.kind === 'symbol' && token.text === symbol) return this.advance();
    throw new ParseFailure(LOGIC_MESSAGES.expected(what, describeToken(token)), token.span);
  }

  /** Nesting guard: deep input gives a syntax error, not a stack overflow. */
  private depth = 0;

  private enter(): void {
    this.depth += 1;
    if (this.depth > MAX_DEPTH) throw new ParseFailure(LOGIC_MESSAGES.tooDeep, this.peek().span);
  }

  expression(level: number): Node {
    this.enter();
    try {
      return this.level(level);
    } finally {
      this.depth -= 1;
    }
  }

  private level(level: number): Node {
    switch (level) {
      case PRECEDENCE.or:
        return this.binaryLevel(level, () => (this.word() === 'or' || this.symbol() === '||' ? 'or' : null));
      case PRECEDENCE.and:
        return this.binaryLevel(level, () =>
          this.word() === 'and' || this.symbol() === '&&' ? 'and' : null,
        );
      case PRECEDENCE.not:
        return this.notLevel();
      case PRECEDENCE.comparison:
        return this.comparisonLevel();
      case PRECEDENCE.additive:
        return this.binaryLevel(level, () => {
          const s = this.symbol();
          return s === '+' || s === '-' ? s : null;
        });
      case PRECEDENCE.multiplicative:
        return this.binaryLevel(level, () => {
          const s = this.symbol();
          return s === '*' || s === '/' || s === '%' ? s : null;
        });
      case PRECEDENCE.negate:
        return this.negateLevel();
      default:
        return this.primary();
    }
  }

  private binaryLevel(level: number, operator: () => BinaryOp | null): Node {
    let left = this.expression(level + 1);
    for (let op = operator(); op !== null; op = operator()) {
      this.advance();
      const right = this.expression(level + 1);
      left = { kind: 'binary', op, left, right, span: { start: left.span.start, end: right.span.end } };
    }
    return left;
  }

  private notLevel(): Node {
    const token = this.peek();
    if (this.isNot()) {
      this.advance();
      this.enter();
      const operand = this.notLevel();
      this.depth -= 1;
      return { kind: 'not', operand, span: { start: token.span.start, end: operand.span.end } };
    }
    return this.expression(PRECEDENCE.comparison);
  }

  private isNot(): boolean {
    const w = this.word();
    return w === 'not' || w === 'negate' || this.symbol() === '!';
  }

  private comparisonLevel(): Node {
    let left = this.expression(PRECEDENCE.additive);
    for (;;) {
      const token = this.peek();
      const w = this.word();
      if (w === 'empty' || w === 'notempty') {
        this.advance();
        left = {
          kind: 'empty',
          negated: w === 'notempty',
          operand: left,
          span: { start: left.span.start, end: token.span.end },
        };
        continue;
      }
      const op =
        w !== null
          ? COMPARISON_WORDS[w]
          : token.kind === 'symbol'
            ? COMPARISON_SYMBOLS[token.text]
            : undefined;
      if (op === undefined) return left;
      this.advance();
      const right = this.expression(PRECEDENCE.additive);
      left = { kind: 'binary', op, left, right, span: { start: left.span.start, end: right.span.end } };
    }
  }

  private negateLevel(): Node {
    const token = this.peek();
    if (token.kind === 'symbol' && token.text === '-') {
      this.advance();
      this.enter();
      const operand = this.negateLevel();
      this.depth -= 1;
      return { kind: 'negate', operand, span: { start: token.span.start, end: operand.span.end } };
    }
    return this.primary();
  }

  private primary(): Node {
    const token = this.peek();
    switch (token.kind) {
      case 'number':
      case 'string':
        this.advance();
        return { kind: 'literal', value: token.value, span: token.span };
      case 'reference':
        this.advance();
        return reference(token.text, token.span);
      case 'definition':
        this.advance();
        return { kind: 'definition', id: token.id, span: token.span };
      case 'symbol':
        return this.symbolPrimary(token);
      case 'word':
        return this.wordPrimary(token);
      case 'end':
        throw new ParseFailure(LOGIC_MESSAGES.expectedExpression(describeToken(token)), token.span);
    }
  }

  private symbolPrimary(token: Token & { kind: 'symbol' }): Node {
    if (token.text === '(') {
      this.advance();
      const inner = this.expression(PRECEDENCE.or);
      this.expect(')', "')'");
      return inner;
    }
    if (token.text === '[') {
      this.advance();
      const items = this.list(']');
      const close = this.expect(']', "',' or ']'");
      return { kind: 'array', items, span: { start: token.span.start, end: close.span.end } };
    }
    if (token.text === '!') {
      // '!' where an operand is expected (as in {a} = !{b}) negates a whole comparison.
      return this.notLevel();
    }
    throw new ParseFailure(LOGIC_MESSAGES.expectedExpression(describeToken(token)), token.span);
  }

  private wordPrimary(token: Token & { kind: 'word' }): Node {
    const lower = token.text.toLowerCase();
    if (lower === 'true' || lower === 'false') {
      this.advance();
      return { kind: 'literal', value: lower === 'true', span: token.span };
    }
    if (lower === 'not' || lower === 'negate') return this.notLevel();
    const next = this.tokens[this.index + 1];
    if (!(next?.kind === 'symbol' && next.text === '(')) {
      const known = lower in COMPARISON_WORDS || ['and', 'or', 'empty', 'notempty'].includes(lower);
      throw new ParseFailure(
        known ? LOGIC_MESSAGES.expectedExpression(describeToken(token)) : LOGIC_MESSAGES.bareName(token.text),
        token.span,
      );
    }
    this.advance();
    this.advance();
    if (QUANTIFIERS.has(lower)) {
      const quantified = this.quantifier(lower as Quantifier, token);
      if (quantified) return quantified;
    }
    const args = this.list(')');
    const close = this.expect(')', "',' or ')'");
    return { kind: 'call', name: token.text, args, span: { start: token.span.start, end: close.span.end } };
  }

  /** any(relation, condition) and friends; count(...) without a bare relation name is the count function. */
  private quantifier(quantifier: Quantifier, token: Token): Node | null {
    const first = this.peek();
    const after = this.tokens[this.index + 1];
    const bareWord =
      first.kind === 'word' &&
      !(after?.kind === 'symbol' && after.text === '(') &&
      !['true', 'false', 'not', 'negate'].includes(first.text.toLowerCase());
    if (!bareWord) {
      if (quantifier === 'count') return null;
      throw new ParseFailure(LOGIC_MESSAGES.quantifierRelation(quantifier), first.span);
    }
    this.advance();
    let body: Node | null = null;
    if (this.symbol() === ',') {
      this.advance();
      body = this.expression(PRECEDENCE.or);
    } else if (quantifier !== 'count') {
      this.expect(',', "','");
    }
    const close = this.expect(')', "')'");
    return {
      kind: 'quantifier',
      quantifier,
      relation: first.text,
      relationSpan: first.span,
      body,
      span: { start: token.span.start, end: close.span.end },
    };
  }

  private list(closing: string): Node[] {
    const items: Node[] = [];
    if (this.symbol() === closing) return items;
    items.push(this.expression(PRECEDENCE.or));
    while (this.symbol() === ',') {
      this.advance();
      items.push(this.expression(PRECEDENCE.or));
    }
    return items;
  }
}

const NAME = /^[^.{}]+$/;

/** {q}, {relation.q} or {loop.q}; spaces around the parts are ignored. */
function reference(text: string, span: Span): Node {
  const parts = text.split('.').map((part) => part.trim());
  if (parts.length === 1 && parts[0] === '') throw new ParseFailure(LOGIC_MESSAGES.emptyReference, span);
  if (parts.length > 2 || parts.some((part) => !NAME.test(part))) {
    throw new ParseFailure(LOGIC_MESSAGES.badReference(text), span);
  }
  const [first, second] = parts as [string, string | undefined];
  if (second === undefined) return { kind: 'question', name: first, span };
  if (first.toLowerCase() === 'loop') return { kind: 'loop', name: second, span };
  return { kind: 'relation', relation: first, name: second, span };
}
