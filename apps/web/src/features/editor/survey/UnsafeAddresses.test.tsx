import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UnsafeAddresses } from './UnsafeAddresses';

const refused = (scheme: string) =>
  `Addresses starting with '${scheme}:' are not allowed: use an https:, http: or mailto: address, or a relative path such as /support or #fees`;

describe("the survey designer's refused addresses", () => {
  it('lists every refused link of the chunk, naming the text and the address', () => {
    render(
      <UnsafeAddresses
        chunk={{ type: 'trust', subtype: 'pre' }}
        json={{
          pages: [
            {
              name: 'p1',
              elements: [
                {
                  type: 'radiogroup',
                  name: 'trust_type',
                  title: 'Which [kind](https://www.gov.uk) of trust?',
                  description: 'See [the guide](JaVaScRiPt:alert(1))',
                  visibleIf: "{a} = '[x](javascript:1)'",
                  choices: [{ value: 'x', text: '[X](data:text/html,hi)' }],
                },
                { type: 'image', name: 'logo', imageLink: 'javascript:alert(2)' },
              ],
            },
          ],
        }}
      />,
    );
    screen.getByText('Refused addresses');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `Question 'trust_type', description: the address 'JaVaScRiPt:alert(1)' is refused. ${refused('JaVaScRiPt')}`,
      `Question 'trust_type', choices[0].text: the address 'data:text/html,hi' is refused. ${refused('data')}`,
      `Question 'logo', imageLink: the address 'javascript:alert(2)' is refused. ${refused('javascript')}`,
    ]);
  });

  it('shows nothing when every address is allowed', () => {
    const { container } = render(
      <UnsafeAddresses
        chunk={{ type: 'trust', subtype: 'pre' }}
        json={{ pages: [{ name: 'p1', elements: [{ type: 'text', name: 'q', title: '[a](/support)' }] }] }}
      />,
    );
    expect(container.textContent).toBe('');
  });
});
