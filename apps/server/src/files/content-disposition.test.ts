import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition';

describe('attachmentDisposition', () => {
  it('names a plain file as it is', () => {
    expect(attachmentDisposition('Trial-Terms-2026.pdf')).toBe(
      `attachment; filename="Trial-Terms-2026.pdf"; filename*=UTF-8''Trial-Terms-2026.pdf`,
    );
  });

  it('keeps quotes, backslashes and line breaks from breaking the header', () => {
    const header = attachmentDisposition('a"b\\c\r\nSet-Cookie: x=1.pdf');
    expect(header).toBe(
      `attachment; filename="a_b_c__Set-Cookie: x=1.pdf"; filename*=UTF-8''a%22b%5Cc%0D%0ASet-Cookie%3A%20x%3D1.pdf`,
    );
    expect(header).not.toMatch(/[\r\n]/);
  });

  it('gives the exact name of a non-ASCII file in filename*', () => {
    const header = attachmentDisposition("Über (l'été)*.pdf");
    expect(header).toContain('filename="_ber (l\'_t_)*.pdf"');
    expect(decodeURIComponent(header.split("UTF-8''")[1] ?? '')).toBe("Über (l'été)*.pdf");
    expect(header.split("UTF-8''")[1]).toMatch(/^[A-Za-z0-9%._~-]+$/);
  });
});
