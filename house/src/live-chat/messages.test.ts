import { describe, expect, it } from 'vitest';
import { LIVE_CHAT_ERROR_CODES } from '../../../contract/house-page/live-chat';
import { CHAT_MESSAGES, createChatTranslate } from './messages';

describe('the chat’s words', () => {
  it('has the same keys and placeholders in Spanish and English', () => {
    expect(Object.keys(CHAT_MESSAGES.en).sort()).toEqual(Object.keys(CHAT_MESSAGES.es).sort());
    const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(String).sort();
    for (const [key, text] of Object.entries(CHAT_MESSAGES.es))
      expect(placeholders(CHAT_MESSAGES.en[key as keyof typeof CHAT_MESSAGES.en]), key).toEqual(
        placeholders(text),
      );
  });

  it('words every refusal code of the chat', () => {
    for (const lang of ['es', 'en'] as const)
      for (const code of LIVE_CHAT_ERROR_CODES)
        expect(CHAT_MESSAGES[lang], `${lang} ${code}`).toHaveProperty([`error.${code}`]);
  });

  it('fills placeholders, numbers included', () => {
    expect(createChatTranslate('en')('counter', { count: 12, max: 200 })).toBe(
      '12 of 200 characters',
    );
  });
});
