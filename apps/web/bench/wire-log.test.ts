import { describe, expect, it } from 'vitest';
import { kindOf, summarizeTransfers } from './wire-log';

describe('bytes on the wire', () => {
  it('sorts responses by kind: the API, the page, scripts, stylesheets, the rest', () => {
    expect(kindOf('http://127.0.0.1:3816/api/review/1/next', 'application/json')).toBe('api');
    expect(kindOf('http://127.0.0.1:3816/review/1?part=t1', 'text/html')).toBe('html');
    expect(kindOf('http://127.0.0.1:3816/assets/index-Abc.js', 'text/javascript')).toBe('js');
    expect(kindOf('http://127.0.0.1:3816/assets/survey-Abc.css', 'text/css')).toBe('css');
    expect(kindOf('http://127.0.0.1:3816/favicon.svg', 'image/svg+xml')).toBe('other');
  });

  it('adds them up, with the encodings they came in', () => {
    const summary = summarizeTransfers([
      { url: 'a.js', kind: 'js', wire: 300, decoded: 1000, encoding: 'br' },
      { url: 'b.js', kind: 'js', wire: 200, decoded: 900, encoding: 'br' },
      { url: '/api/x', kind: 'api', wire: 150, decoded: 100, encoding: '' },
    ]);
    expect(summary).toEqual({
      requests: 3,
      wire: 650,
      decoded: 2000,
      byKind: { html: 0, js: 500, css: 0, api: 150, other: 0 },
      encodings: { br: 2, none: 1 },
    });
  });
});
