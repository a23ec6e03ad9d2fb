import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAYER_ERROR_CODES } from '../../contract/errors';

function entries(locale: string): Map<string, string> {
  const po = readFileSync(join(import.meta.dirname, locale, 'messages.po'), 'utf8');
  const map = new Map<string, string>();
  for (const match of po.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm)) {
    if (match[1]) map.set(match[1], match[2] ?? '');
  }
  return map;
}

describe('message catalogues', () => {
  const es = entries('es');
  const en = entries('en');

  it('hold the same messages in Spanish and English', () => {
    expect([...en.keys()].sort()).toEqual([...es.keys()].sort());
    expect(es.size).toBeGreaterThan(50);
  });

  it('translate every message into English', () => {
    expect([...en].filter(([, text]) => text === '').map(([id]) => id)).toEqual([]);
  });

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
