import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTranslate } from '../i18n';
import { createChatTranslate } from '../live-chat/messages';
import { createRouletteTranslate } from '../live/roulette/messages';
import { i18nIn } from '../testing/i18n';

/** A .po file's messages: id (the Spanish source) to text, the header left out. */
function entries(locale: 'es' | 'en'): Map<string, string> {
  const po = readFileSync(join(import.meta.dirname, locale, 'messages.po'), 'utf8');
  const text = (quoted: string) =>
    [...quoted.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((part) => JSON.parse(`"${part[1]}"`)).join('');
  const map = new Map<string, string>();
  for (const match of po.matchAll(/^msgid ((?:".*"\n)+)msgstr ((?:".*"\n?)+)/gm)) {
    const id = text(match[1] ?? '');
    if (id) map.set(id, text(match[2] ?? ''));
  }
  return map;
}

const placeholders = (message: string) => [...message.matchAll(/\{\w+\}/g)].map(String).sort();

describe('the house games’ catalogue', () => {
  const es = entries('es');
  const en = entries('en');

  it('holds the same messages in Spanish and English', () => {
    expect([...en.keys()].sort()).toEqual([...es.keys()].sort());
    expect(es.size).toBeGreaterThan(250);
  });

  it('translates every message into English, with the same placeholders', () => {
    expect([...en].filter(([, text]) => text === '').map(([id]) => id)).toEqual([]);
    for (const [id, text] of en) expect(placeholders(text), id).toEqual(placeholders(id));
  });

  it('is what the page draws: its words in English, read through the compiled catalogue', () => {
    const t = createTranslate(i18nIn('en'));
    expect(t('bet')).toBe('Bet');
    expect(t('error.insufficient_funds', { balance: '1.00 mBTC' })).toBe(
      'Insufficient funds: your balance is 1.00 mBTC.',
    );
    expect(createChatTranslate(i18nIn('en'))('unread', { count: 3 })).toBe('3 unread');
    expect(createRouletteTranslate(i18nIn('en'))('noMoreBets')).toBe('No more bets');
    expect(createTranslate(i18nIn('es'))('bet')).toBe('Apostar');
  });
});
