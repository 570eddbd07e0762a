import type { CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import type { EditorVocabulary } from '@tsr/contract';

/** Names the draft offers for completion (GET /api/editor/vocabulary). */
export type Vocabulary = EditorVocabulary;

/**
 * Completion in a logic text: after `{` question names (and relation.question), after `@`
 * definitions, elsewhere functions and relations.
 */
export function logicCompletions(vocabulary: Vocabulary) {
  return (context: CompletionContext): CompletionResult | null => {
    const reference = context.matchBefore(/\{[\w.]*/);
    if (reference) {
      return {
        from: reference.from + 1,
        options: vocabulary.questions.map((question) => ({
          label: question.name,
          detail: question.type,
          info: question.title,
          type: 'variable',
          apply: (view, _completion, from, to) => {
            const closed = view.state.sliceDoc(to, to + 1) === '}';
            view.dispatch({
              changes: { from, to, insert: closed ? question.name : `${question.name}}` },
              selection: { anchor: from + question.name.length + 1 },
            });
          },
        })),
        validFor: /^[\w.]*$/,
      };
    }
    const definition = context.matchBefore(/@\w*/);
    if (definition) {
      return {
        from: definition.from + 1,
        options: vocabulary.definitions.map((id) => ({ label: id, type: 'constant' })),
        validFor: /^\w*$/,
      };
    }
    const word = context.matchBefore(/[A-Za-z_]\w*/);
    if (!word && !context.explicit) return null;
    return {
      from: word ? word.from : context.pos,
      options: [
        ...vocabulary.functions.map((name) => ({ label: name, type: 'function' })),
        ...vocabulary.relations.map((name) => ({ label: name, type: 'namespace', detail: 'relation' })),
      ],
      validFor: /^\w*$/,
    };
  };
}
