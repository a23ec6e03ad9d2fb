import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAYER_ERROR_CODES } from '../../contract/errors';

// the main catalogue, the sportsbook's and the account area's (lingui.config.ts)
const CATALOGUES = ['messages', 'sportsbook', 'account'] as const;

function entries(locale: string, catalogue: (typeof CATALOGUES)[number]): Map<string, string> {
  const po = readFileSync(join(import.meta.dirname, locale, `${catalogue}.po`), 'utf8');
  const map = new Map<string, string>();
  for (const match of po.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm)) {
    if (match[1]) map.set(match[1], match[2] ?? '');
  }
  return map;
}

describe.each(CATALOGUES)('the %s catalogue', (catalogue) => {
  const es = entries('es', catalogue);
  const en = entries('en', catalogue);

  it('holds the same messages in Spanish and English', () => {
    expect([...en.keys()].sort()).toEqual([...es.keys()].sort());
    expect(es.size).toBeGreaterThan(50);
  });

  it('translates every message into English', () => {
    expect([...en].filter(([, text]) => text === '').map(([id]) => id)).toEqual([]);
  });

  it('gives a message it shares with another catalogue the same words', () => {
    for (const other of CATALOGUES.filter((name) => name !== catalogue)) {
      const otherEn = entries('en', other);
      const differing = [...en].filter(
        ([id, text]) => otherEn.has(id) && otherEn.get(id) !== text,
      );
      expect(differing.map(([id]) => id)).toEqual([]);
    }
  });
});

describe('the main catalogue', () => {
  const es = entries('es', 'messages');
  const en = entries('en', 'messages');

  it("use the spec's message keys as ids, translated in both languages", () => {
    for (const key of ['failed_login', 'field_required', 'email_validation', 'disable_site_access', 'page_not_found']) {
      expect(es.get(key), key).toBeTruthy();
      expect(en.get(key), key).toBeTruthy();
      expect(es.get(key)).not.toBe(key);
    }
  });

  it('word every error code a player can meet, in English apart from Spanish', () => {
    const unworded = PLAYER_ERROR_CODES.filter(
      (code) => !es.get(code) || !en.get(code) || en.get(code) === es.get(code),
    );
    expect(unworded).toEqual([]);
  });
});
