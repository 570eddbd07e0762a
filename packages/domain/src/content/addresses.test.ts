import { ADDRESS_MESSAGES, MARKDOWN_ADDRESS_MESSAGE, SurveyContent } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { TEST_CONTENT_INPUT } from '../testing/test-content';
import { chunkAddresses, contentAddresses, propertyAddressProblem, sectionAddresses } from './addresses';
import { CONTENT_MESSAGES } from './messages';
import { contentProblems } from './problems';
import { validateContent } from './validate';

const SCRIPT = ADDRESS_MESSAGES.scheme('javascript');

function content(): SurveyContent {
  return SurveyContent.parse(structuredClone(TEST_CONTENT_INPUT));
}

/** The test content with one response text and one question's texts carrying links. */
function withLinks(responseText: string, question: Record<string, unknown>): SurveyContent {
  const c = content();
  const response = c.responses.responses[0];
  if (!response) throw new Error('the test content has responses');
  response.text = responseText;
  const page = c.questions.trust?.pre?.pages[0];
  if (!page) throw new Error('the test content has trust pre questions');
  page.elements[0] = { ...page.elements[0], ...question } as (typeof page.elements)[number];
  return c;
}

describe('the addresses of survey content', () => {
  it('finds nothing in the test content', () => {
    expect(contentAddresses(content())).toEqual([]);
  });

  it('reads every response text and every rendered text of the questions, not logic', () => {
    const c = withLinks('See [this](javascript:alert(1)).', {
      description: 'Help: [HMRC](https://www.gov.uk) and [x](JaVaScRiPt:void(0))',
      // Logic is not rendered: a link-like text there is no link.
      visibleIf: "{a} = '[x](javascript:1)'",
      customLogic: "{b} = '[x](javascript:2)'",
      choices: ['a', { value: 'b', text: 'B [more](data:text/html,hi)' }],
    });
    // In the order of the question's keys (its choices came before the description added here).
    const found = contentAddresses(c);
    const responseId = c.responses.responses[0]?.id;
    const name = c.questions.trust?.pre?.pages[0]?.elements[0]?.name;
    expect(found).toEqual([
      {
        at: ['questions', 'trust', 'pre', 'pages', 0, 'elements', 0, 'choices', 1, 'text'],
        id: name,
        text: `Question '${name}', choices[1].text`,
        address: 'data:text/html,hi',
        problem: ADDRESS_MESSAGES.scheme('data'),
      },
      {
        at: ['questions', 'trust', 'pre', 'pages', 0, 'elements', 0, 'description'],
        id: name,
        text: `Question '${name}', description`,
        address: 'JaVaScRiPt:void(0)',
        problem: ADDRESS_MESSAGES.scheme('JaVaScRiPt'),
      },
      {
        at: ['responses', 'responses', 0, 'text'],
        id: responseId,
        text: `Response '${responseId}', text`,
        address: 'javascript:alert(1)',
        problem: SCRIPT,
      },
    ]);
  });

  it('checks SurveyJS address properties as whole addresses, and names pages and the chunk', () => {
    const found = chunkAddresses(
      {
        title: 'A [title](vbscript:x)',
        navigateToUrl: 'javascript:alert(1)',
        pages: [
          {
            name: 'p1',
            title: '[p](//evil.example)',
            elements: [
              { type: 'image', name: 'logo_image', imageLink: ' javascript:alert(1)' },
              { type: 'image', name: 'empty_image', imageLink: '' },
              {
                type: 'panel',
                name: 'panel1',
                elements: [{ type: 'text', name: 'inner', title: '[i](file:///etc/passwd)' }],
              },
            ],
          },
        ],
      },
      ['questions', 'company', 'post'],
    );
    expect(found.map(({ text, address, id }) => ({ text, address, id }))).toEqual([
      { text: 'The company post questions, title', address: 'vbscript:x', id: undefined },
      { text: 'The company post questions, navigateToUrl', address: 'javascript:alert(1)', id: undefined },
      { text: "Page 'p1', title", address: '//evil.example', id: undefined },
      { text: "Question 'logo_image', imageLink", address: ' javascript:alert(1)', id: 'logo_image' },
      { text: "Question 'inner', title", address: 'file:///etc/passwd', id: 'inner' },
    ]);
  });

  it('reads only the sections that render texts', () => {
    const c = withLinks('[x](javascript:x)', {});
    expect(sectionAddresses('responses', c.responses)).toHaveLength(1);
    expect(sectionAddresses('questions', c.questions)).toEqual([]);
    expect(sectionAddresses('rules', c.rules)).toEqual([]);
    expect(sectionAddresses('definitions', c.definitions)).toEqual([]);
  });

  it('makes each refused address an error of validateContent and of the Problems panel, naming the text and the address', () => {
    const c = withLinks('[x](javascript:alert(1))', {});
    const id = c.responses.responses[0]?.id as string;
    const message = CONTENT_MESSAGES.unsafeAddress(`Response '${id}', text`, 'javascript:alert(1)', SCRIPT);
    expect(message).toBe(
      `Response '${id}', text: the address 'javascript:alert(1)' is refused. Addresses starting with 'javascript:' are not allowed: use an https:, http: or mailto: address, or a relative path such as /support or #fees`,
    );
    expect(validateContent(c)).toEqual([
      { code: 'unsafe-address', message, path: 'responses.responses[0].text', id },
    ]);
    expect(contentProblems(c)).toContainEqual({
      section: 'responses',
      id,
      path: 'responses.responses[0].text',
      code: 'unsafe-address',
      message,
      severity: 'error',
    });
  });
});

describe("the survey designer's property check", () => {
  it('reads a text for links, an address property as an address, and logic not at all', () => {
    expect(propertyAddressProblem('description', 'See [x](javascript:alert(1))')).toBe(
      MARKDOWN_ADDRESS_MESSAGE('javascript:alert(1)', SCRIPT),
    );
    expect(propertyAddressProblem('title', 'See [x](https://www.gov.uk)')).toBeNull();
    expect(propertyAddressProblem('imageLink', 'data:image/png;base64,iVBOR')).toBe(
      ADDRESS_MESSAGES.scheme('data'),
    );
    expect(propertyAddressProblem('imageLink', '')).toBeNull();
    expect(propertyAddressProblem('visibleIf', "{a} = '[x](javascript:1)'")).toBeNull();
    expect(propertyAddressProblem('customLogic', "{a} = '[x](javascript:1)'")).toBeNull();
  });
});
