import type { ApiKey, ApiKeyList, CreateApiKeyRequest, CreatedApiKey } from '@tsr/contract';
import { API_KEY_NOT_FOUND } from '@tsr/contract';
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
    return { key: apiKeyView(await this.found(id)), secret };
  }

  async revoke(p: Principal, id: string): Promise<ApiKey> {
    assertOwnsApiKey(p, await this.found(id));
    await revokeApiKey(this.db, id, new Date());
    return apiKeyView(await this.found(id));
  }

  private async found(id: string): Promise<ApiKeyRow> {
    const row = await findApiKey(this.db, id);
    if (!row) throw new AppError('NOT_FOUND', API_KEY_NOT_FOUND);
    return row;
  }
}

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
