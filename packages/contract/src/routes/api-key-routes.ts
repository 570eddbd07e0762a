import { API_KEY_NOT_FOUND, ApiKey, ApiKeyList, CreateApiKeyRequest, CreatedApiKey } from '../api-keys';
import { defineRoute, IdParams } from './define-route';

const tag = 'apiKeys';
const access = ['accountlead'] as const;
const callers =
  "account leads and admins, for their own company's keys, signed in (an API key cannot manage keys)";

/**
 * A company's API keys (issue 35, docs/decisions/0040). No `keyScopes`: a key never reaches them,
 * so a key cannot make another or outlive its revocation.
 */
export const apiKeyRoutes = {
  apiKeys: defineRoute({
    method: 'GET',
    path: '/api/api-keys',
    tag,
    summary: "The company's API keys, newest first, revoked ones too; never their secrets",
    callers,
    access,
    responses: { 200: ApiKeyList },
  }),
  createApiKey: defineRoute({
    method: 'POST',
    path: '/api/api-keys',
    tag,
    summary: 'Create an API key; the answer holds its secret, which is never shown again',
    description:
      'Send the secret as `Authorization: Bearer tsr_…` on the routes whose description names a scope the key has.',
    callers,
    access,
    body: CreateApiKeyRequest,
    responses: { 201: CreatedApiKey },
  }),
  revokeApiKey: defineRoute({
    method: 'POST',
    path: '/api/api-keys/:id/revoke',
    tag,
    summary: 'Revoke an API key: every call with it answers 401 from now on; it stays listed',
    callers,
    access,
    params: IdParams,
    responses: { 200: ApiKey },
    notFound: API_KEY_NOT_FOUND,
  }),
};
