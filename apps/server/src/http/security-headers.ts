import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';

/** Hosts the help chat providers load from; allowed only when that provider is configured. */
const chatHosts: Record<'crisp' | 'tawk', string[]> = {
  crisp: ['https://client.crisp.chat', 'https://*.crisp.chat', 'wss://client.relay.crisp.chat'],
  tawk: ['https://embed.tawk.to', 'https://*.tawk.to', 'wss://*.tawk.to'],
};

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const chat = config.helpChat ? chatHosts[config.helpChat.provider] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...chat],
        // MUI's emotion injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'", ...chat],
        imgSrc: ["'self'", 'data:', 'blob:', ...chat],
        fontSrc: ["'self'", 'data:', ...chat],
        connectSrc: ["'self'", ...chat],
        // pdf.js renders the trial terms in a worker.
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", ...chat],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // The SPA is served over plain HTTP on localhost by default; HSTS belongs to the TLS proxy.
    strictTransportSecurity: false,
  });
}
