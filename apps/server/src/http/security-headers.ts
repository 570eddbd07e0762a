import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config/config';

/** Hosts the help chat providers load from; allowed only when that provider is configured. */
const chatHosts: Record<'crisp' | 'tawk', string[]> = {
  crisp: ['https://client.crisp.chat', 'https://*.crisp.chat', 'wss://client.relay.crisp.chat'],
  tawk: ['https://embed.tawk.to', 'https://*.tawk.to', 'wss://*.tawk.to'],
};

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const chat = config.helpChat ? chatHosts[config.helpChat.provider] : [];
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...chat],
        // MUI's emotion injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'", ...chat],
        imgSrc: ["'self'", 'data:', 'blob:', ...chat],
        fontSrc: ["'self'", 'data:', ...chat],
        connectSrc: ["'self'", ...chat],
        // The trial terms PDF is shown in the browser's own viewer in a frame.
        frameSrc: ["'self'", ...chat],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // The SPA is served over plain HTTP on localhost by default; HSTS belongs to the TLS proxy.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}

/**
 * The headers helmet sets, worked out once: they depend on nothing in the request (no nonces).
 * @fastify/helmet built helmet's middleware again on every request, parsing the policy each time
 * (3 % of a `next` call's CPU, decision 0017).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * A document the app shows in a frame of its own pages (the trial terms PDF) may be framed by this
 * origin only; everything else keeps frame-ancestors 'none'.
 */
export function allowFramingBySelf(reply: FastifyReply): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    reply.header(
      'content-security-policy',
      policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
    );
  }
  reply.header('x-frame-options', 'SAMEORIGIN');
}
