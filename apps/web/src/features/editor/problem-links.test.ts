import { describe, expect, it } from 'vitest';
import { problemLink } from './problem-links';

const problem = { code: 'unknown-question', message: "Unknown question 'x'", severity: 'error' as const };

describe('problem links', () => {
  it('open the rule, response or definition concerned in its editor', () => {
    expect(problemLink({ ...problem, section: 'rules', id: 'rule 1', path: 'rules.rules[0].logic' })).toBe(
      '/admin/editor/rules?rule=rule%201',
    );
    expect(
      problemLink({ ...problem, section: 'responses', id: 'r-2', path: 'responses.responses[4].logic' }),
    ).toBe('/admin/editor/response?response=r-2');
    expect(
      problemLink({ ...problem, section: 'definitions', id: 'offshore', path: 'definitions.definitions[1]' }),
    ).toBe('/admin/editor/definition?definition=offshore');
  });

  it('open the editor itself for a tree node', () => {
    expect(
      problemLink({ ...problem, section: 'rules', id: 'sg-1', path: 'rules.categories[0].groups[0]' }),
    ).toBe('/admin/editor/rules');
  });

  it("open the survey editor on the question's chunk, with the question when the problem names one", () => {
    expect(
      problemLink({
        ...problem,
        section: 'questions',
        id: 'trustName',
        path: 'questions.trust.pre.pages[0].elements[2].customLogic',
      }),
    ).toBe('/admin/editor/survey?type=trust&subtype=pre&question=trustName');
    expect(problemLink({ ...problem, section: 'questions', path: 'questions.company.settlor' })).toBe(
      '/admin/editor/survey?type=company&subtype=settlor',
    );
    expect(problemLink({ ...problem, section: 'questions', path: 'questions' })).toBe('/admin/editor/survey');
  });
});
