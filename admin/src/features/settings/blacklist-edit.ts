import * as v from 'valibot';
import { adminUpdateSetting } from '../../../../contract/operator/settings';

/** The two lists of admin/update_setting. */
export type BlacklistName = 'country_black_list' | 'ip_black_list';

export interface BlacklistChange {
  list: BlacklistName;
  action: 'add' | 'remove';
  entry: string;
}

/**
 * The entry as the server will keep it (a country code in upper case, an address trimmed), or
 * null when the contract refuses it: the very schema the server validates with.
 */
export function normaliseEntry(list: BlacklistName, raw: string): string | null {
  const parsed = v.safeParse(adminUpdateSetting.request, { [list]: [raw] });
  if (!parsed.success) return null;
  const entry = parsed.output[list]?.[0];
  if (entry === undefined) return null;
  // the server compares addresses as text: IPv6 hex digits in one case match more often
  return list === 'ip_black_list' ? entry.toLowerCase() : entry;
}

/** The list once the change is made; adding an entry already there, or removing one that is not, changes nothing. */
export function applyChange(current: readonly string[], change: BlacklistChange): string[] {
  if (change.action === 'remove') return current.filter((entry) => entry !== change.entry);
  return current.includes(change.entry) ? [...current] : [...current, change.entry];
}

/** A country code's name in `locale` (the code itself when the browser knows none). */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
