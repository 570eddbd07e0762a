import { SITE_SETTING_DEFAULTS, SiteSettings, type SiteSettingsUpdate } from '@tsr/contract';
import type { Db } from '../db/database';
import type { Principal } from '../http/access';
import { assertAdmin } from '../http/policies';
import { SiteSettingsRepository } from './site-settings-repository';

/**
 * The provider's site settings (issue 34): admins read and change them; the features that obey
 * one (the editor's publish gate) read it through `current`. A stored value that no longer fits
 * its schema reads as the default, so a setting's range can narrow without a migration.
 */
export class SiteSettingsService {
  private readonly settings: SiteSettingsRepository;

  constructor(db: Db) {
    this.settings = new SiteSettingsRepository(db);
  }

  async read(p: Principal): Promise<SiteSettings> {
    assertAdmin(p);
    return this.current();
  }

  async save(p: Principal, update: SiteSettingsUpdate): Promise<SiteSettings> {
    assertAdmin(p);
    const values = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined));
    await this.settings.save(values, p.userId, new Date());
    return this.current();
  }

  /** Every setting as it is now, for the server's own use (no caller to check). */
  async current(): Promise<SiteSettings> {
    const stored = await this.settings.all();
    const settings: Record<string, unknown> = { ...SITE_SETTING_DEFAULTS };
    for (const key of Object.keys(SITE_SETTING_DEFAULTS)) {
      const value = SiteSettings.shape[key as keyof SiteSettings].safeParse(stored.get(key));
      if (value.success) settings[key] = value.data;
    }
    return settings as SiteSettings;
  }
}
