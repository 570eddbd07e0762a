import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { siteSettings } from '../db/schema';

/** The stored site settings (issue 34): a key never set has no row. */
export class SiteSettingsRepository {
  constructor(private readonly db: Db) {}

  /** Every stored setting's value by its key. */
  async all(): Promise<Map<string, unknown>> {
    const rows = await this.db
      .select({ key: siteSettings.key, value: siteSettings.value })
      .from(siteSettings);
    return new Map(rows.map((row) => [row.key, row.value]));
  }

  /** Sets each key's value, in one statement, recording who changed it. */
  async save(values: Readonly<Record<string, unknown>>, userId: string, at: Date): Promise<void> {
    const rows = Object.entries(values).map(([key, value]) => ({
      key,
      value,
      updatedAt: at,
      updatedBy: userId,
    }));
    if (rows.length === 0) return;
    await this.db
      .insert(siteSettings)
      .values(rows)
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: sql`excluded.value`, updatedAt: at, updatedBy: userId },
      });
  }
}
