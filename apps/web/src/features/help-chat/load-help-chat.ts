import type { PublicConfig } from '@tsr/contract';

export type HelpChatConfig = PublicConfig['helpChat'];

/** The globals the providers' embed scripts read. */
declare global {
  interface Window {
    $crisp?: unknown[][];
    CRISP_WEBSITE_ID?: string;
    Tawk_API?: { visitor?: { email: string }; setAttributes?: (attributes: { email: string }) => void };
    Tawk_LoadStart?: Date;
  }
}

export const HELP_CHAT_SCRIPT_ID = 'help-chat-script';
export const CRISP_SCRIPT_URL = 'https://client.crisp.chat/l.js';

/** Tawk's site id is "propertyId/widgetId"; a bare property id uses its default widget. */
export function tawkScriptUrl(siteId: string): string {
  const path = siteId.includes('/') ? siteId : `${siteId}/default`;
  return `https://embed.tawk.to/${path}`;
}

/**
 * Loads the configured help chat widget once and gives it the signed-in user's e-mail (spec 1).
 * Does nothing when no provider is configured. Returns whether a widget is (now) loaded.
 */
export function loadHelpChat(config: HelpChatConfig, email: string, win: Window = window): boolean {
  if (!config) return false;
  const doc = win.document;
  const loaded = doc.getElementById(HELP_CHAT_SCRIPT_ID) !== null;

  if (config.provider === 'crisp') {
    win.$crisp ??= [];
    win.CRISP_WEBSITE_ID = config.siteId;
    win.$crisp.push(['set', 'user:email', [email]]);
    if (!loaded) injectScript(doc, CRISP_SCRIPT_URL);
  } else {
    win.Tawk_API ??= {};
    win.Tawk_API.visitor = { email };
    if (loaded) win.Tawk_API.setAttributes?.({ email });
    else {
      win.Tawk_LoadStart = new Date();
      injectScript(doc, tawkScriptUrl(config.siteId), true);
    }
  }
  return true;
}

function injectScript(doc: Document, src: string, crossOrigin = false): void {
  const script = doc.createElement('script');
  script.id = HELP_CHAT_SCRIPT_ID;
  script.async = true;
  script.src = src;
  script.charset = 'UTF-8';
  if (crossOrigin) script.setAttribute('crossorigin', '*');
  doc.head.appendChild(script);
}
