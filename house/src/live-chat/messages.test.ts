import { describe, expect, it } from 'vitest';
import { i18nIn } from '../testing/i18n';
import { LIVE_CHAT_ERROR_CODES } from '../../../contract/house-page/live-chat';
import { createChatTranslate, isChatMessageKey } from './messages';

describe('the chat’s words', () => {
  it('words every refusal code of the chat', () => {
    expect(LIVE_CHAT_ERROR_CODES.filter((code) => !isChatMessageKey(`error.${code}`))).toEqual([]);
  });

  it('fills placeholders, numbers included', () => {
    expect(createChatTranslate(i18nIn('en'))('counter', { count: 12, max: 200 })).toBe(
      '12 of 200 characters',
    );
  });
});
