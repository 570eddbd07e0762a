import { z } from 'zod';
import {
  CreatedWebhook,
  CreateWebhookRequest,
  WEBHOOK_MESSAGES,
  WebhookDeliveries,
  WebhookDelivery,
  WebhookList,
} from '../webhooks';
import { defineRoute, IdParams } from './define-route';

const tag = 'webhooks';
const access = ['accountlead'] as const;
const notFound = WEBHOOK_MESSAGES.notFound;
const callers =
  "account leads of the webhook's company and admins (a lead of another company gets 404, plain users and approvers 403)";

/** Webhooks (issue 35): a company's addresses told of its events, and their deliveries. */
export const webhookRoutes = {
  webhooks: defineRoute({
    method: 'GET',
    path: '/api/webhooks',
    tag,
    summary: "The caller's company's webhooks, newest first",
    callers: 'account leads and admins, for their own company',
    access,
    responses: { 200: WebhookList },
  }),
  createWebhook: defineRoute({
    method: 'POST',
    path: '/api/webhooks',
    tag,
    summary: "Register an https address for some of the company's events; answers its signing secret once",
    description:
      'Each delivery is a POST of the event as JSON (the payloads are the `Webhook…` schemas and `x-webhooks`) with the header `X-TSR-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed by the secret>`. A delivery not answered 2xx within 10 seconds is retried with growing delays for 24 hours.',
    callers: 'account leads and admins, for their own company',
    otherStatuses: {
      400: 'The address is not https, names a private, loopback or link-local address, or does not resolve; or no event is chosen.',
      409: 'The company already has 10 webhooks.',
    },
    access,
    body: CreateWebhookRequest,
    responses: { 201: CreatedWebhook },
  }),
  deleteWebhook: defineRoute({
    method: 'DELETE',
    path: '/api/webhooks/:id',
    tag,
    summary: 'Delete a webhook: nothing more is sent to it, and its deliveries go with it',
    callers,
    access,
    params: IdParams,
    responses: { 204: z.null() },
    notFound,
  }),
  webhookDeliveries: defineRoute({
    method: 'GET',
    path: '/api/webhooks/:id/deliveries',
    tag,
    summary: "A webhook's newest 100 deliveries: pending, delivered or failed, attempts, next attempt",
    callers,
    access,
    params: IdParams,
    responses: { 200: WebhookDeliveries },
    notFound,
  }),
  testWebhook: defineRoute({
    method: 'POST',
    path: '/api/webhooks/:id/test',
    tag,
    summary: 'Send the webhook a test event (`webhook.test`); answers its delivery, still pending',
    callers,
    access,
    params: IdParams,
    responses: { 202: WebhookDelivery },
    notFound,
  }),
};
