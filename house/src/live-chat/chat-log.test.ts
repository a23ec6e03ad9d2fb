import { describe, expect, it } from 'vitest';
import { i18nIn } from '../testing/i18n';
import { CHAT_MAX_LENGTH, type ChatMessage } from '../../../contract/house-page/live-chat';
import {
  addMessages,
  applyChatEvent,
  describeChatProblem,
  draftOf,
  emptyLog,
  isScrolledToEnd,
  KEPT_MESSAGES,
  markRead,
  withHistory,
} from './chat-log';
import { createChatTranslate } from './messages';

const TABLE = 'crash';
const message = (id: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: String(id),
  table: TABLE,
  player: 'a***z',
  isMine: false,
  text: `m${id}`,
  sentAt: 1_700_000_000_000 + id,
  ...overrides,
});
const { isMine: _isMine, ...publicPart } = message(7);
const roomMessage = (id: number) => ({
  table: TABLE,
  kind: 'message' as const,
  message: { ...publicPart, id: String(id), text: `m${id}` },
});
const ids = (log: { messages: ChatMessage[] }) => log.messages.map((item) => Number(item.id));

describe('the chat log', () => {
  it('keeps each message once, in the server’s order, whatever order they come in', () => {
    let log = withHistory(emptyLog, [message(2), message(3)]);
    log = applyChatEvent(log, TABLE, roomMessage(5), false);
    log = applyChatEvent(log, TABLE, roomMessage(4), false);
    log = applyChatEvent(log, TABLE, roomMessage(5), false);
    log = withHistory(log, [message(1), message(2)]);
    expect(ids(log)).toEqual([1, 2, 3, 4, 5]);
  });

  it('marks a message mine when the answer to sending it comes after the room’s copy', () => {
    let log = applyChatEvent(emptyLog, TABLE, roomMessage(9), true);
    expect(log.messages[0]?.isMine).toBe(false);
    log = addMessages(log, [message(9, { isMine: true })], true);
    expect(log.messages[0]?.isMine).toBe(true);
    // and the room’s copy after the answer does not unmark it
    log = applyChatEvent(log, TABLE, roomMessage(9), true);
    expect(log.messages[0]?.isMine).toBe(true);
  });

  it('counts others’ new messages as unread only while folded away, until read', () => {
    let log = applyChatEvent(emptyLog, TABLE, roomMessage(1), false);
    expect(log.unread).toBe(0);
    log = applyChatEvent(log, TABLE, roomMessage(2), true);
    log = applyChatEvent(log, TABLE, roomMessage(3), true);
    log = addMessages(log, [message(4, { isMine: true })], true);
    log = applyChatEvent(log, TABLE, roomMessage(3), true);
    expect(log.unread).toBe(2);
    expect(markRead(log).unread).toBe(0);
  });

  it('does not count the history as unread', () => {
    expect(withHistory(emptyLog, [message(1), message(2)]).unread).toBe(0);
  });

  it('ignores another table’s events', () => {
    const log = withHistory(emptyLog, [message(1)]);
    const elsewhere = { ...roomMessage(2), table: 'live-roulette' };
    expect(applyChatEvent(log, TABLE, elsewhere, true)).toBe(log);
    expect(
      applyChatEvent(
        log,
        TABLE,
        { table: 'live-roulette', kind: 'hidden', messageIds: ['1'] },
        true,
      ),
    ).toBe(log);
  });

  it('drops the messages an operator hid', () => {
    const log = withHistory(emptyLog, [message(1), message(2), message(3)]);
    const after = applyChatEvent(
      log,
      TABLE,
      { table: TABLE, kind: 'hidden', messageIds: ['1', '3'] },
      false,
    );
    expect(ids(after)).toEqual([2]);
  });

  it(`keeps the last ${KEPT_MESSAGES} messages`, () => {
    const many = Array.from({ length: KEPT_MESSAGES + 5 }, (_, index) => message(index + 1));
    const log = withHistory(emptyLog, many);
    expect(log.messages).toHaveLength(KEPT_MESSAGES);
    expect(ids(log)[0]).toBe(6);
  });
});

describe('following new messages', () => {
  it('follows when the list is at its end, not when the player scrolled up', () => {
    expect(isScrolledToEnd({ scrollTop: 600, clientHeight: 400, scrollHeight: 1000 })).toBe(true);
    expect(isScrolledToEnd({ scrollTop: 590, clientHeight: 400, scrollHeight: 1000 })).toBe(true);
    expect(isScrolledToEnd({ scrollTop: 300, clientHeight: 400, scrollHeight: 1000 })).toBe(false);
    expect(isScrolledToEnd({ scrollTop: 0, clientHeight: 400, scrollHeight: 300 })).toBe(true);
  });
});

describe('the draft', () => {
  it('counts what the server will keep', () => {
    expect(draftOf('  hola \u200b ')).toEqual({ length: 4, isEmpty: false, isTooLong: false });
    expect(draftOf(' \u202e ').isEmpty).toBe(true);
    expect(draftOf('🎲'.repeat(CHAT_MAX_LENGTH)).isTooLong).toBe(false);
    expect(draftOf('a'.repeat(CHAT_MAX_LENGTH + 1)).isTooLong).toBe(true);
  });
});

describe('refusals', () => {
  const es = createChatTranslate(i18nIn('es'));
  const en = createChatTranslate(i18nIn('en'));

  it('says until when a player is muted, in the player’s time', () => {
    const until = new Date(2026, 10, 22, 21, 5).getTime();
    expect(describeChatProblem({ code: 'chat_muted', params: { until } }, es, 'es')).toBe(
      'Un moderador te ha silenciado hasta las 21:05: no puedes escribir.',
    );
    expect(describeChatProblem({ code: 'chat_muted', params: { until } }, en, 'en')).toBe(
      'A moderator has muted you until 21:05: you cannot write.',
    );
  });

  it('says how long to wait, the limit and what to do', () => {
    expect(
      describeChatProblem({ code: 'chat_rate_limited', params: { seconds: 12 } }, en, 'en'),
    ).toBe('You are going too fast: wait 12 s to write again.');
    expect(describeChatProblem({ code: 'chat_too_long', params: { max: 200 } }, es, 'es')).toBe(
      'El mensaje pasa de 200 caracteres: acórtalo.',
    );
    expect(describeChatProblem({ code: 'chat_empty' }, en, 'en')).toBe(
      'Write something before sending.',
    );
  });

  it('says a player on a break may not write, as their bets are refused', () => {
    const until = '2030-01-01T00:00:00.000Z';
    expect(describeChatProblem({ code: 'on_time_out', params: { until } }, es, 'es')).toBe(
      'Te has tomado un descanso: no puedes escribir en el chat hasta que termine.',
    );
    expect(describeChatProblem({ code: 'on_time_out', params: { until } }, en, 'en')).toBe(
      'You are taking a break: you cannot write in the chat until it ends.',
    );
    expect(describeChatProblem({ code: 'self_excluded' }, es, 'es')).toBe(
      'Tu cuenta está autoexcluida: no puedes escribir en el chat.',
    );
    expect(describeChatProblem({ code: 'self_excluded' }, en, 'en')).toBe(
      'Your account is self-excluded: you cannot write in the chat.',
    );
  });

  it('words a code it does not know as a send that failed', () => {
    expect(describeChatProblem({ code: 'internal_error' }, en, 'en')).toBe(
      'It could not be sent. Try again.',
    );
  });
});
