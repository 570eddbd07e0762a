import { z } from 'zod';

/**
 * Webhooks (issue 35): a company's https addresses told of its events, each delivery signed with
 * HMAC-SHA256 and retried for a day (docs/decisions/0042-webhooks.md).
 */

/** The events a webhook may choose, as the payload's `type` names them. */
export const WEBHOOK_EVENT_TYPES = [
  'review.submitted',
  'report.resubmitted',
  'risk.status_changed',
  'user.created',
] as const;
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventType>;

/** Each event's name in the product's words, for the screens. */
export const WEBHOOK_EVENT_TITLES: Record<WebhookEventType | 'webhook.test', string> = {
  'review.submitted': 'Review submitted',
  'report.resubmitted': 'Report resubmitted',
  'risk.status_changed': 'Risk status changed',
  'user.created': 'User created',
  'webhook.test': 'Test event',
};

/** The header each delivery is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-TSR-Signature';
/** The most webhooks one company keeps. */
export const WEBHOOKS_PER_COMPANY = 10;
/** How long a delivery is retried before it is given up. */
export const WEBHOOK_RETRY_HOURS = 24;

export const WEBHOOK_MESSAGES = {
  notFound: 'This webhook does not exist.',
  url: 'Please give the https address the events are sent to.',
  httpsOnly: 'The address must start with https://.',
  tooMany: `A company can have at most ${WEBHOOKS_PER_COMPANY} webhooks. Please delete one first.`,
  noEvents: 'Please choose at least one event.',
} as const;

const envelope = <T extends WebhookEventType | 'webhook.test', D extends z.ZodObject>(
  type: T,
  data: D,
  id: string,
  description: string,
) =>
  z
    .object({
      /** The event's id: the same on every retry of its delivery, so a receiver can drop repeats. */
      id: z.guid(),
      type: z.literal(type),
      /** When the event happened (ISO 8601, UTC). */
      created_at: z.string(),
      /** The company the event is of (the webhook's). */
      company_id: z.guid(),
      data,
    })
    .meta({ id, description });

const ReviewFields = {
  review_id: z.guid(),
  report_id: z.guid(),
  structure_name: z.string(),
};

export const WebhookReviewSubmitted = envelope(
  'review.submitted',
  z.object({ ...ReviewFields, risk_score: z.number(), submitted_by: z.string() }),
  'WebhookReviewSubmitted',
  'Sent when a review is submitted and its report made (`submitted_by`: the e-mail address of who submitted it).',
);
export const WebhookReportResubmitted = envelope(
  'report.resubmitted',
  z.object({ ...ReviewFields, risk_score_before: z.number(), risk_score: z.number() }),
  'WebhookReportResubmitted',
  "Sent when an administrator scores a report again on its survey version and the review's answers.",
);
export const WebhookRiskStatusChanged = envelope(
  'risk.status_changed',
  z.object({
    ...ReviewFields,
    /** The risks whose remediation status changed in one step (one, or every risk of a cause). */
    risks: z.array(
      z.object({
        entity_id: z.string(),
        response_id: z.string(),
        status: z.enum(['unresolved', 'resolved', 'not applicable']),
      }),
    ),
    note: z.string(),
    changed_by: z.string(),
  }),
  'WebhookRiskStatusChanged',
  "Sent when a risk's remediation status is recorded on a report (`changed_by`: the e-mail address of who recorded it).",
);
export const WebhookUserCreated = envelope(
  'user.created',
  z.object({ user_id: z.guid(), email: z.string(), name: z.string() }),
  'WebhookUserCreated',
  'Sent when a user of the company is created by its account lead or an administrator.',
);
export const WebhookTestEvent = envelope(
  'webhook.test',
  z.object({ webhook_id: z.guid() }),
  'WebhookTestEvent',
  'Sent when someone asks for a test delivery (POST /api/webhooks/{id}/test), to this webhook only.',
);

/** Every payload a webhook is sent, by its type. */
export const WEBHOOK_PAYLOADS = {
  'review.submitted': WebhookReviewSubmitted,
  'report.resubmitted': WebhookReportResubmitted,
  'risk.status_changed': WebhookRiskStatusChanged,
  'user.created': WebhookUserCreated,
  'webhook.test': WebhookTestEvent,
} as const;
export type WebhookPayloadType = keyof typeof WEBHOOK_PAYLOADS;
/** The `data` of an event of that type. */
export type WebhookEventData<T extends WebhookPayloadType> = z.infer<(typeof WEBHOOK_PAYLOADS)[T]>['data'];

/** An address of a webhook: https (the server refuses private and loopback addresses itself). */
export const WebhookUrl = z
  .string(WEBHOOK_MESSAGES.url)
  .trim()
  .min(1, WEBHOOK_MESSAGES.url)
  .max(2_000, 'Please use at most 2,000 characters')
  .refine((value) => URL.canParse(value), WEBHOOK_MESSAGES.url);

export const CreateWebhookRequest = z.object({
  url: WebhookUrl,
  events: z
    .array(WebhookEventType)
    .min(1, WEBHOOK_MESSAGES.noEvents)
    .max(WEBHOOK_EVENT_TYPES.length)
    .refine((events) => new Set(events).size === events.length, 'Please choose each event once.'),
});
export type CreateWebhookRequest = z.infer<typeof CreateWebhookRequest>;

export const Webhook = z
  .object({
    id: z.guid(),
    url: z.string(),
    events: z.array(WebhookEventType),
    /** ISO 8601. */
    created_at: z.string(),
    /** The name of who created it; null once their account is deleted. */
    created_by: z.string().nullable(),
  })
  .meta({ id: 'Webhook' });
export type Webhook = z.infer<typeof Webhook>;

export const WebhookList = z.object({ webhooks: z.array(Webhook) });
export type WebhookList = z.infer<typeof WebhookList>;

/** POST /api/webhooks: the webhook and its signing secret, answered this once and never again. */
export const CreatedWebhook = z.object({ webhook: Webhook, secret: z.string() });
export type CreatedWebhook = z.infer<typeof CreatedWebhook>;

export const WebhookDeliveryStatus = z.enum(['pending', 'delivered', 'failed']);
export type WebhookDeliveryStatus = z.infer<typeof WebhookDeliveryStatus>;

export const WebhookDelivery = z.object({
  id: z.guid(),
  /** The event's id (the payload's `id`). */
  event_id: z.guid(),
  event: z.enum([...WEBHOOK_EVENT_TYPES, 'webhook.test']),
  status: WebhookDeliveryStatus,
  /** Attempts made so far. */
  attempts: z.number().int(),
  /** When it is tried next (pending only), ISO 8601. */
  next_attempt_at: z.string().nullable(),
  /** The HTTP status the receiver last answered; null when none (no answer, or not tried yet). */
  response_status: z.number().int().nullable(),
  /** Why the last attempt failed, in words; null when it did not. */
  error: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

/** The newest deliveries of a webhook first (at most 100). */
export const WebhookDeliveries = z.object({ deliveries: z.array(WebhookDelivery) });
export type WebhookDeliveries = z.infer<typeof WebhookDeliveries>;
