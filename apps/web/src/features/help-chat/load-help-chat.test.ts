import { afterEach, describe, expect, it } from 'vitest';
import { CRISP_SCRIPT_URL, HELP_CHAT_SCRIPT_ID, loadHelpChat } from './load-help-chat';

const scripts = () =>
  Array.from(document.querySelectorAll(`script#${HELP_CHAT_SCRIPT_ID}`)) as HTMLScriptElement[];

afterEach(() => {
  for (const script of scripts()) script.remove();
  delete window.$crisp;
  delete window.CRISP_WEBSITE_ID;
  delete window.Tawk_API;
  delete window.Tawk_LoadStart;
});

describe('help chat loader', () => {
  it('loads nothing when no provider is configured', () => {
    expect(loadHelpChat(null, 'pat@example.com')).toBe(false);
    expect(scripts()).toHaveLength(0);
    expect(window.$crisp).toBeUndefined();
    expect(window.Tawk_API).toBeUndefined();
  });

  it('loads Crisp with the site id and gives it the e-mail', () => {
    expect(loadHelpChat({ provider: 'crisp', siteId: 'crisp-site' }, 'pat@example.com')).toBe(true);
    expect(window.CRISP_WEBSITE_ID).toBe('crisp-site');
    expect(window.$crisp).toEqual([['set', 'user:email', ['pat@example.com']]]);
    expect(scripts().map((script) => script.src)).toEqual([CRISP_SCRIPT_URL]);
  });

  it('loads the script only once', () => {
    loadHelpChat({ provider: 'crisp', siteId: 'crisp-site' }, 'pat@example.com');
    loadHelpChat({ provider: 'crisp', siteId: 'crisp-site' }, 'sam@example.com');
    expect(scripts()).toHaveLength(1);
    expect(window.$crisp?.at(-1)).toEqual(['set', 'user:email', ['sam@example.com']]);
  });

  it('loads Tawk with the visitor e-mail', () => {
    expect(loadHelpChat({ provider: 'tawk', siteId: 'property-1' }, 'pat@example.com')).toBe(true);
    expect(window.Tawk_API?.visitor).toEqual({ email: 'pat@example.com' });
    expect(scripts().map((script) => script.src)).toEqual(['https://embed.tawk.to/property-1/default']);
  });

  it('uses a Tawk widget id when the site id names one', () => {
    loadHelpChat({ provider: 'tawk', siteId: 'property-1/widget-2' }, 'pat@example.com');
    expect(scripts().map((script) => script.src)).toEqual(['https://embed.tawk.to/property-1/widget-2']);
  });
});
