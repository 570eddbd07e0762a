import type { ApiKey, ApiKeyList, CreateApiKeyRequest, CreatedApiKey } from '@tsr/contract';
import { API_KEY_NOT_FOUND } from '@tsr/contract';
import { writeAudit } from '../audit/audit-log';
import type { Db } from '../db/database';
import type { Principal } from '../http/access';
import { AppError } from '../http/app-error';
import { assertManagesApiKeys, assertOwnsApiKey } from '../http/policies';
import { type ApiKeyRow, companyApiKeys, findApiKey, insertApiKey, revokeApiKey } from './api-key-repository';
import { newApiKeySecret } from './api-key-secret';

/**
 * A company's API keys (issue 35): its account leads and admins list, create and revoke them,
 * for their own company (an admin's keys are the admin's company's: a key acts as its creator,
 * who is a user of that company alone).
 */
export class ApiKeyService {
  constructor(private readonly db: Db) {}

  async list(p: Principal): Promise<ApiKeyList> {
    assertManagesApiKeys(p);
    return { keys: (await companyApiKeys(this.db, p.companyId)).map(apiKeyView) };
  }

  /** The one answer that holds the secret: only its digest is stored. */
  async create(p: Principal, request: CreateApiKeyRequest): Promise<CreatedApiKey> {
    assertManagesApiKeys(p);
    const { secret, secretHash, prefix } = newApiKeySecret();
    const id = await insertApiKey(this.db, {
      companyId: p.companyId,
      name: request.name.trim(),
      scopes: request.scopes,
      prefix,
      secretHash,
      createdBy: p.userId,
    });
    const key = await this.found(id);
    await writeAudit(this.db, p, 'api_key.create', id, null, keySnapshot(key), p.userId);
    return { key: apiKeyView(key), secret };
  }

  async revoke(p: Principal, id: string): Promise<ApiKey> {
    const before = await this.found(id);
    assertOwnsApiKey(p, before);
    if (before.revokedAt) return apiKeyView(before);
    await revokeApiKey(this.db, id, new Date());
    const after = await this.found(id);
    await writeAudit(
      this.db,
      p,
      'api_key.revoke',
      id,
      keySnapshot(before),
      keySnapshot(after),
      after.createdById,
    );
    return apiKeyView(after);
  }

  private async found(id: string): Promise<ApiKeyRow> {
    const row = await findApiKey(this.db, id);
    if (!row) throw new AppError('NOT_FOUND', API_KEY_NOT_FOUND);
    return row;
  }
}

/** What the audit log keeps of a key: never its secret or digest. */
const keySnapshot = (row: ApiKeyRow): Record<string, unknown> => ({
  api_key: row.name,
  scopes: row.scopes.join(', '),
  prefix: row.prefix,
  revoked: row.revokedAt ? 'yes' : 'no',
});

function apiKeyView(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    prefix: row.prefix,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}
