import { z } from 'zod';
import { NameText } from './text';

/**
 * API keys (issue 35, docs/decisions/0040): a company's keys for other systems, each with a set of
 * scopes. Which routes each scope reaches is declared by the route table (`keyScopes`).
 */
export const API_KEY_SCOPES = ['readReports', 'startReviews'] as const;
export const ApiKeyScope = z.enum(API_KEY_SCOPES);
export type ApiKeyScope = z.infer<typeof ApiKeyScope>;

/** The scopes in the words the Integrations screen and the API document use. */
export const API_KEY_SCOPE_TITLES: Record<ApiKeyScope, string> = {
  readReports: 'Read reports',
  startReviews: 'Start reviews',
};

/** What every key's secret begins with, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'tsr_';

export const API_KEY_NOT_FOUND = 'This API key does not exist.';

/** A key as listed: never its secret, only its first characters. */
export const ApiKey = z
  .object({
    id: z.string(),
    name: z.string(),
    scopes: z.array(ApiKeyScope),
    /** The secret's first characters (`tsr_` and 8 more): enough to tell keys apart, not to use one. */
    prefix: z.string(),
    /** The e-mail of who created it: the key acts as them. */
    createdBy: z.string(),
    createdAt: z.string(),
    /** To the minute: a key's use is recorded at most once a minute. Null: never used. */
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof ApiKey>;

export const ApiKeyList = z.object({ keys: z.array(ApiKey) }).meta({ id: 'ApiKeyList' });
export type ApiKeyList = z.infer<typeof ApiKeyList>;

/** POST /api/api-keys: a name and at least one scope (a set: each at most once). */
export const CreateApiKeyRequest = z.strictObject({
  name: NameText.refine((name) => name.trim().length > 0, { message: 'Please give the key a name' }),
  scopes: z
    .array(ApiKeyScope)
    .min(1, { message: 'Please choose at least one scope' })
    .refine((scopes) => new Set(scopes).size === scopes.length, { message: 'Please name each scope once' }),
});
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequest>;

/** The new key, with its secret: the only answer that ever holds it. */
export const CreatedApiKey = z.object({ key: ApiKey, secret: z.string() }).meta({ id: 'CreatedApiKey' });
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;
