import { StreamLanguage } from '@codemirror/language';

/** Words of the logic language (docs/logic-language.md) coloured as keywords. */
const KEYWORDS = new Set([
  'and',
  'or',
  'not',
  'negate',
  'true',
  'false',
  'empty',
  'notempty',
  'contains',
  'contain',
  'notcontains',
  'anyof',
  'allof',
  'noneof',
]);

/**
 * Highlighting of the logic language: {question} references, @definitions, strings, numbers,
 * keywords, and other words (functions and relations). The checks are the server's (checklogic).
 */
export const logicLanguage = StreamLanguage.define<null>({
  name: 'tsr-logic',
  token(stream) {
    if (stream.eatSpace()) return null;
    if (stream.match(/^\{[^{}]*\}?/)) return 'variableName';
    if (stream.match(/^@\w*/)) return 'macroName';
    if (stream.match(/^'(?:[^'\\]|\\.)*'?/) || stream.match(/^"(?:[^"\\]|\\.)*"?/)) return 'string';
    if (stream.match(/^\d+(?:\.\d+)?/)) return 'number';
    const word = stream.match(/^[A-Za-z_]\w*/);
    if (word && typeof word !== 'boolean') {
      return KEYWORDS.has(word[0].toLowerCase()) ? 'keyword' : 'function';
    }
    if (stream.match(/^(?:==|!=|<>|<=|>=|&&|\|\||[=<>!+\-*/%])/)) return 'operator';
    stream.next();
    return 'punctuation';
  },
});
