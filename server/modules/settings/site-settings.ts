import type { Queryable } from '../../db/database';

export interface SiteSettings {
  countryBlackList: string[];
  ipBlackList: string[];
}

/** Settings read on every request are cached briefly; each node sees an operator's change within this time. */
const CACHE_MS = 5_000;

export function createSiteSettings(db: Queryable) {
  let cached: { value: SiteSettings; until: number } | undefined;
  let loading: Promise<SiteSettings> | undefined;

  async function load(): Promise<SiteSettings> {
    const { rows } = await db.query<{ key: string; value: unknown }>(
      `SELECT key, value FROM settings WHERE key IN ('country_black_list', 'ip_black_list')`,
    );
    const read = (key: string) => {
      const value = rows.find((row) => row.key === key)?.value;
      return Array.isArray(value) ? value.map(String) : [];
    };
    return {
      countryBlackList: read('country_black_list').map((code) => code.toUpperCase()),
      ipBlackList: read('ip_black_list'),
    };
  }

  return {
    async get(): Promise<SiteSettings> {
      if (cached && cached.until > Date.now()) return cached.value;
      loading ??= load().finally(() => (loading = undefined));
      const value = await loading;
      cached = { value, until: Date.now() + CACHE_MS };
      return value;
    },
    /** Stores a list; `tx` when it must commit with other writes (the operator's audit entry). */
    async set(
      key: 'country_black_list' | 'ip_black_list',
      value: string[],
      tx: Queryable = db,
    ): Promise<void> {
      await tx.query(
        'INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
        [key, JSON.stringify(value)],
      );
      cached = undefined;
    },
  };
}

export type SiteSettingsStore = ReturnType<typeof createSiteSettings>;
