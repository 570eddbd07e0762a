import { WEBHOOK_EVENT_TITLES, WEBHOOK_PAYLOADS, WEBHOOK_SIGNATURE_HEADER } from '@tsr/contract';

/**
 * The webhook payloads in the OpenAPI document (issue 35). The document is OpenAPI 3.0, which has
 * no `webhooks` section (3.1 has), so they are written as `x-webhooks`, Redocly's extension that
 * Redoc shows as such: one POST per event, its body the event's schema (a component made from the
 * contract's zod schema), its signature header, and the answers the delivery loop acts on.
 */
export function webhookDocs(): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(WEBHOOK_PAYLOADS).map(([type, schema]) => {
      const id = schema.meta()?.id as string;
      return [
        type,
        {
          post: {
            summary: `${WEBHOOK_EVENT_TITLES[type as keyof typeof WEBHOOK_EVENT_TITLES]} (\`${type}\`)`,
            description: `${schema.meta()?.description ?? ''} Sent to each of the company's webhooks that chose it, as JSON, with \`X-TSR-Event: ${type}\`, \`X-TSR-Event-Id\` (the payload's \`id\`, the same on every retry) and \`X-TSR-Delivery\`.`,
            operationId: `webhook${id.slice('Webhook'.length)}`,
            tags: ['webhooks'],
            // The receiver is called, not the API: it trusts the signature, not a scheme of ours.
            security: [],
            parameters: [
              {
                name: WEBHOOK_SIGNATURE_HEADER,
                in: 'header',
                required: true,
                description:
                  "`t=<unix seconds>,v1=<hex>`: the HMAC-SHA256, keyed by the webhook's secret (its text as given at creation), of `<t>.<the body as received>`. Compute it and compare in constant time; refuse a `t` more than a few minutes from your clock.",
                schema: { type: 'string', pattern: '^t=\\d+,v1=[0-9a-f]{64}$' },
              },
            ],
            requestBody: {
              required: true,
              content: { 'application/json': { schema: { $ref: `#/components/schemas/${id}` } } },
            },
            responses: {
              '200': {
                description:
                  'Any 2xx within 10 seconds: delivered. Anything else (another status, no answer, a redirect) is tried again after 1, 3, 9, 27, 81 and 243 minutes, then every 6 hours, until a day has passed.',
              },
            },
          },
        },
      ];
    }),
  );
}
