import { type CreateWebhookRequest, routes } from '@tsr/contract';
import { call } from '../../api/client';

export const fetchWebhooks = () => call(routes.webhooks);

export const createWebhook = (body: CreateWebhookRequest) => call(routes.createWebhook, { body });

export const deleteWebhook = (id: string) => call(routes.deleteWebhook, { params: { id } });

export const fetchWebhookDeliveries = (id: string) => call(routes.webhookDeliveries, { params: { id } });

export const testWebhook = (id: string) => call(routes.testWebhook, { params: { id } });

export const webhookKeys = {
  all: ['webhooks'] as const,
  deliveries: (id: string) => ['webhooks', id, 'deliveries'] as const,
};
