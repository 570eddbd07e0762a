import { type CreateApiKeyRequest, routes } from '@tsr/contract';
import { call } from '../../api/client';

export const fetchApiKeys = () => call(routes.apiKeys);

export const createApiKey = (body: CreateApiKeyRequest) => call(routes.createApiKey, { body });

export const revokeApiKey = (id: string) => call(routes.revokeApiKey, { params: { id } });

export const apiKeyKeys = {
  all: ['api-keys'] as const,
};
