import { type ContentFinding, SurveyContent } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { TEST_CONTENT_INPUT } from '../testing/test-content';
import { validateContent } from './validate';

function changed(edit: (content: SurveyContent) => void): SurveyContent {
  const content = SurveyContent.parse(structuredClone(TEST_CONTENT_INPUT));
  edit(content);
  return content;
}

const rule = (content: SurveyContent, id: string) =>
  content.rules.rules.find((r) => r.id === id) as SurveyContent['rules']['rules'][number];
const response = (content: SurveyContent, id: string) =>
  content.responses.responses.find((r) => r.id === id) as SurveyContent['responses']['responses'][number];
const trust = (content: SurveyContent) =>
  content.rules.categories[0] as SurveyContent['rules']['categories'][number];

const pick = (findings: ContentFinding[]) =>
  findings.map(({ code, path, message }) => ({ code, path, message }));

describe('validateContent', () => {
  it('accepts the test content set', () => {
    expect(validateContent(TEST_CONTENT_INPUT)).toEqual([]);
  });

  const cases: [string, (content: SurveyContent) => void, Omit<ContentFinding, 'id'>[]][] = [
    [
      'a score outside 0 to 100 (shape)',
      (c) => {
        rule(c, 'TT-IT-1').score = 101;
      },
      [
        {
          code: 'schema',
          path: 'rules.rules[0].score',
          message: 'Invalid content: Too big: expected number to be <=100',
        },
      ],
    ],
    [
      'a duplicate rule id',
      (c) => {
        rule(c, 'OLD-1').id = 'TT-IT-1';
      },
      [{ code: 'duplicate-id', path: 'rules.rules[15].id', message: "Id 'TT-IT-1' is used more than once" }],
    ],
    [
      'a duplicate node id in the rule tree',
      (c) => {
        (trust(c).subcategories[2] as { id: string }).id = 'sub-trustees';
      },
      [
        {
          code: 'duplicate-id',
          path: 'rules.categories[0].subcategories[2].id',
          message: "Id 'sub-trustees' is used more than once",
        },
      ],
    ],
    [
      'a question name used twice in one type',
      (c) => {
        const element = c.questions.trust?.pre?.pages[1]?.elements[1] as { name: string };
        element.name = 'trust_type';
      },
      [
        {
          code: 'duplicate-id',
          path: 'questions.trust.pre.pages[1].elements[1].name',
          message: "Question name 'trust_type' is used more than once in the trust questions",
        },
      ],
    ],
    [
      'a rule whose response is not a risk text',
      (c) => {
        rule(c, 'TT-IT-1').response = 'r-trust-intro';
      },
      [
        {
          code: 'rule-response',
          path: 'rules.rules[0].response',
          message: "Rule 'TT-IT-1' points at 'r-trust-intro', which is not a response flagged isRiskScore",
        },
      ],
    ],
    [
      'a heading size outside 1 to 6',
      (c) => {
        response(c, 'r-trust-heading').headingSize = 7;
      },
      [
        {
          code: 'heading-size',
          path: 'responses.responses[0].headingSize',
          message: 'Heading size 7 is outside 1 to 6',
        },
      ],
    ],
    [
      'a response with more than one text type',
      (c) => {
        response(c, 'r-trust-intro').isMoreDetail = true;
        response(c, 'r-trust-intro').isRiskScore = true;
      },
      [
        {
          code: 'text-type',
          path: 'responses.responses[1]',
          message: 'A response has exactly one text type, but this one has moreDetail, riskScore',
        },
      ],
    ],
    [
      'logic that does not compile',
      (c) => {
        rule(c, 'TT-IHT-1').logic = "{trust_typ} = 'discretionary'";
      },
      [
        {
          code: 'logic',
          path: 'rules.rules[1].logic',
          message: "Logic does not compile: Unknown question 'trust_typ'",
        },
      ],
    ],
    [
      'customLogic on a choice that does not compile',
      (c) => {
        const element = c.questions.trust?.pre?.pages[0]?.elements[0];
        const option = element?.choices?.[1] as { customLogic: string };
        option.customLogic = 'before(';
      },
      [
        {
          code: 'logic',
          path: 'questions.trust.pre.pages[0].elements[0].choices[1].customLogic',
          message: 'Logic does not compile: Expected an expression but found the end of the text',
        },
      ],
    ],
    [
      'a question visibleIf that does not compile',
      (c) => {
        const element = c.questions.trust?.pre?.pages[1]?.elements[1] as { visibleIf: string };
        element.visibleIf = "{trustees_all_non_uk_resident} = 'no' and";
      },
      [
        {
          code: 'logic',
          path: 'questions.trust.pre.pages[1].elements[1].visibleIf',
          message: 'Logic does not compile: Expected an expression but found the end of the text',
        },
      ],
    ],
    [
      'a question visibleIf that reads an unknown question',
      (c) => {
        const element = c.questions.trust?.pre?.pages[1]?.elements[1] as { visibleIf: string };
        element.visibleIf = "{trustees_all_non_uk_residnet} = 'no'";
      },
      [
        {
          code: 'logic',
          path: 'questions.trust.pre.pages[1].elements[1].visibleIf',
          message: "Logic does not compile: Unknown question 'trustees_all_non_uk_residnet'",
        },
      ],
    ],
    [
      'a choice visibleIf and a page visibleIf that do not compile',
      (c) => {
        const page = c.questions.trust?.pre?.pages[1] as { visibleIf?: string };
        page.visibleIf = '{';
        const option = c.questions.trust?.pre?.pages[0]?.elements[0]?.choices?.[1] as { visibleIf: string };
        option.visibleIf = 'before(';
      },
      [
        {
          code: 'logic',
          path: 'questions.trust.pre.pages[0].elements[0].choices[1].visibleIf',
          message: 'Logic does not compile: Expected an expression but found the end of the text',
        },
        {
          code: 'logic',
          path: 'questions.trust.pre.pages[1].visibleIf',
          message: 'Logic does not compile: Unterminated reference: add the closing }',
        },
      ],
    ],
    [
      'a visibleIf that reads beyond its chunk (SurveyJS sees only the part’s answers)',
      (c) => {
        const element = c.questions.trust?.pre?.pages[1]?.elements[1] as { visibleIf: string };
        element.visibleIf = [
          "{trustees_all_non_uk_resident} = 'no'",
          "{trust_uk_residential_property} = 'direct'",
          "{entity_type} = 'trust'",
          "{settlors.settlor_kind} contains 'individual'",
          '@holds_uk_dwelling',
          'count(settlors) > 1',
          "{loop.deceased} = 'yes'",
        ].join(' or ');
      },
      [
        {
          code: 'visible-if',
          path: 'questions.trust.pre.pages[1].elements[1].visibleIf',
          message:
            "visibleIf reads only the questions of its own chunk (SurveyJS evaluates it on the part's answers), not {trust_uk_residential_property}, {entity_type}, {settlors.settlor_kind}, @holds_uk_dwelling, count(settlors), {loop.deceased}",
        },
      ],
    ],
    [
      'an unknown loop key',
      (c) => {
        (trust(c).subcategories[1] as { loopKey: string }).loopKey = 'settlers';
      },
      [
        {
          code: 'loop-key',
          path: 'rules.categories[0].subcategories[1].loopKey',
          message: "Unknown loop key 'settlers'",
        },
      ],
    ],
    [
      'a category that is not a row group',
      (c) => {
        trust(c).name = 'Trusts';
      },
      [
        {
          code: 'table',
          path: 'rules.categories[0].name',
          message: "Category 'Trusts' is not a row group of the report table (Trust, Foundation, Company)",
        },
        {
          code: 'transform',
          path: 'rules.categories[2].subcategories[3].transformedSubCatId',
          message: "Transformed subcategory points at 'sub-settlor', which does not exist",
        },
      ],
    ],
    [
      'a group that is not a tax head',
      (c) => {
        (trust(c).subcategories[2]?.groups[0] as { name: string }).name = 'VAT';
      },
      [
        {
          code: 'table',
          path: 'rules.categories[0].subcategories[2].groups[0].name',
          message: "Group 'VAT' is not a tax head (IT, CGT, IHT, CT, ATED)",
        },
      ],
    ],
    [
      'a loop inside a loop over something else',
      (c) => {
        rule(c, 'TS-IT-1').isLooped = true;
        rule(c, 'TS-IT-1').loopKey = 'settlements';
      },
      [
        {
          code: 'nested-loop',
          path: 'rules.rules[4]',
          message:
            "Loop key 'settlements' sits inside a loop over 'settlors': only one loop applies to a rule",
        },
      ],
    ],
    [
      'an acting-as chunk on a party type',
      (c) => {
        (c.questions.settlor as { settlor?: unknown }).settlor = { pages: [] };
      },
      [
        {
          code: 'chunk',
          path: 'questions.settlor.settlor',
          message: 'Only trust, foundation and company questions have acting-as chunks, not settlor',
        },
      ],
    ],
    [
      'a rule excluding a rule that does not exist',
      (c) => {
        rule(c, 'TT-IT-1').excludes = ['TT-IHT-1', 'TT-IT-9'];
      },
      [
        {
          code: 'reference',
          path: 'rules.rules[0].excludes[1]',
          message: "Rule 'TT-IT-1' excludes rule 'TT-IT-9', which does not exist",
        },
      ],
    ],
    [
      'a rule excluding itself',
      (c) => {
        rule(c, 'TT-IHT-1').excludes = ['TT-IHT-1'];
      },
      [
        {
          code: 'excludes-itself',
          path: 'rules.rules[1].excludes[0]',
          message: "Rule 'TT-IHT-1' excludes itself: list only other rules it never fires beside",
        },
      ],
    ],
    [
      "a rule's cause naming no question, a question that is not one, or words without a subject only",
      (c) => {
        Object.assign(rule(c, 'TT-IT-1'), { causeText: 'A fact' });
        Object.assign(rule(c, 'TT-IHT-1'), {
          causeQuestion: 'no_such_question',
          causeText: 'The house of {subject} in {town}',
        });
        Object.assign(rule(c, 'TT-IHT-3'), { causeQuestion: 'trust_type' });
      },
      [
        {
          code: 'cause',
          path: 'rules.rules[0].causeQuestion',
          message:
            "Rule 'TT-IT-1' has cause words or answers but no cause question: name the question whose answer is the cause",
        },
        {
          code: 'cause',
          path: 'rules.rules[1].causeQuestion',
          message:
            "Rule 'TT-IHT-1' names the cause question 'no_such_question', which is not a question or a field of the structure",
        },
        {
          code: 'cause',
          path: 'rules.rules[1].causeText',
          message:
            "The cause text of rule 'TT-IHT-1' names {town}: a cause's words name only {subject}, whose answer it is",
        },
        {
          code: 'cause',
          path: 'rules.rules[2].causeText',
          message: "Rule 'TT-IHT-3' has a cause question but no cause text: say the cause in words",
        },
      ],
    ],
    [
      'a definition group listing a missing definition',
      (c) => {
        c.definitions.groups[0]?.definitions.push('nowhere');
      },
      [
        {
          code: 'reference',
          path: 'definitions.groups[0].definitions[1]',
          message: "Definition group lists definition 'nowhere', which does not exist",
        },
      ],
    ],
  ];

  it.each(cases)('reports %s with a path', (_name, edit, expected) => {
    expect(pick(validateContent(changed(edit)))).toEqual(expected);
  });

  it('accepts two rules that exclude each other (the pair is the same either way)', () => {
    const content = changed((c) => {
      rule(c, 'TT-IT-1').excludes = ['TT-IHT-1'];
      rule(c, 'TT-IHT-1').excludes = ['TT-IT-1'];
    });
    expect(validateContent(content)).toEqual([]);
  });

  it('reports every problem, not just the first', () => {
    const content = changed((c) => {
      rule(c, 'TT-IT-1').response = 'nowhere';
      response(c, 'r-trust-heading').headingSize = 0;
      rule(c, 'TT-IHT-1').logic = '{';
    });
    expect(validateContent(content).map((f) => f.code)).toEqual(['rule-response', 'heading-size', 'logic']);
  });
});
