// The table chat (docs/live-chat.md): everyone at the table, newest at the bottom. Beside the
// table on desktop; folded away behind a button with the unread count on phones. Messages are
// text, shown as text: nothing a player writes is ever read as markup.
import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  CHAT_MAX_LENGTH,
  liveChatMessages,
  liveChatSend,
  type LiveChatEvent,
} from '../../../contract/house-page/live-chat';
import { callHouse } from '../api';
import type { Lang } from '../format';
import {
  addMessages,
  applyChatEvent,
  describeChatProblem,
  draftOf,
  emptyLog,
  formatChatTime,
  isScrolledToEnd,
  markRead,
  withHistory,
  type ChatLog,
} from './chat-log';
import { createChatTranslate, type ChatTranslate } from './messages';
import './table-chat.css';

/** What the chat needs of the table's socket: its events (the screen connects and watches). */
export interface ChatSocket {
  on(event: 'live_chat', listener: (event: LiveChatEvent) => void): unknown;
  on(event: 'connect', listener: () => void): unknown;
  off(event: 'live_chat', listener: (event: LiveChatEvent) => void): unknown;
  off(event: 'connect', listener: () => void): unknown;
}

export interface TableChatProps {
  /** the table's slug (the launched game) */
  table: string;
  /** the launch session the chat's house calls carry */
  session: { token: string; game: string };
  lang: Lang;
  /** phones and narrow frames: folded away until opened */
  isNarrow: boolean;
  socket: ChatSocket;
}

// a timer's longest delay; a longer mute is checked again when it fires
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export function TableChat({ table, session, lang, isNarrow, socket }: TableChatProps) {
  const { i18n } = useLingui();
  const t = useMemo(() => createChatTranslate(i18n), [i18n]);
  const id = useId();
  const [isOpen, setOpen] = useState(!isNarrow);
  // what the player was writing survives folding the chat away
  const draft = useState('');
  const isFolded = isNarrow && !isOpen;
  const chat = useChatLog(table, session, socket, isFolded);
  const { markRead: markChatRead } = chat;

  useEffect(() => {
    if (!isFolded) markChatRead();
  }, [isFolded, markChatRead]);

  return (
    <section
      className={`table-chat${isFolded ? ' is-folded' : ''}`}
      aria-labelledby={`${id}-title`}
    >
      {isNarrow ? (
        <button
          type="button"
          id={`${id}-title`}
          className="table-chat-toggle"
          aria-expanded={isOpen}
          aria-controls={`${id}-panel`}
          data-testid="chat-toggle"
          onClick={() => setOpen((open) => !open)}
        >
          <span>{t('title')}</span>
          {chat.log.unread > 0 && (
            <span className="table-chat-unread" data-testid="chat-unread">
              {t('unread', { count: chat.log.unread })}
            </span>
          )}
          <span className="visually-hidden">{isOpen ? t('close') : t('open')}</span>
        </button>
      ) : (
        <h2 id={`${id}-title`} className="table-chat-title">
          {t('title')}
        </h2>
      )}
      <div id={`${id}-panel`} className="table-chat-panel" hidden={isFolded}>
        {!isFolded && (
          <ChatPanel id={id} t={t} lang={lang} chat={chat} session={session} draft={draft} />
        )}
      </div>
    </section>
  );
}

type Chat = ReturnType<typeof useChatLog>;
type DraftState = [string, (text: string) => void];

/** The table's messages: the history, then the room's events; asked again after a reconnection. */
function useChatLog(
  table: string,
  session: { token: string; game: string },
  socket: ChatSocket,
  isFolded: boolean,
) {
  const [log, setLog] = useState<ChatLog>(emptyLog);
  const [mutedUntil, setMutedUntil] = useState<number | null>(null);
  const [hasLoadFailed, setLoadFailed] = useState(false);
  // the socket's listener counts unread messages by whether the chat is folded away now
  const foldedRef = useRef(isFolded);
  useEffect(() => {
    foldedRef.current = isFolded;
  }, [isFolded]);
  const { token, game } = session;

  useEffect(() => {
    let isCurrent = true;
    const load = async () => {
      const answer = await callHouse(liveChatMessages, { token, game });
      if (!isCurrent) return;
      setLoadFailed(!answer.ok);
      if (!answer.ok) return;
      setLog((current) => withHistory(current, answer.data.messages));
      setMutedUntil(answer.data.mutedUntil);
    };
    const onEvent = (event: LiveChatEvent) =>
      setLog((current) => applyChatEvent(current, table, event, foldedRef.current));
    socket.on('live_chat', onEvent);
    // events may have been missed while the connection was down
    socket.on('connect', load);
    void load();
    return () => {
      isCurrent = false;
      socket.off('live_chat', onEvent);
      socket.off('connect', load);
    };
  }, [socket, table, token, game]);

  // a mute that ends while the page is open lets the player write again
  useEffect(() => {
    if (mutedUntil === null) return;
    const timer = setTimeout(
      () => setMutedUntil((until) => (until !== null && until <= Date.now() ? null : until)),
      Math.min(Math.max(0, mutedUntil - Date.now()) + 500, LONGEST_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [mutedUntil]);

  return {
    log,
    mutedUntil,
    hasLoadFailed,
    setMutedUntil,
    addOwn: useCallback(
      (message: Parameters<typeof addMessages>[1][number]) =>
        setLog((current) => addMessages(current, [message], false)),
      [],
    ),
    markRead: useCallback(() => setLog(markRead), []),
  };
}

function ChatPanel(props: {
  id: string;
  t: ChatTranslate;
  lang: Lang;
  chat: Chat;
  session: { token: string; game: string };
  draft: DraftState;
}) {
  const { t, lang, chat } = props;
  const list = useRef<HTMLDivElement>(null);
  const isFollowing = useRef(true);
  const [hasNewBelow, setNewBelow] = useState(false);
  const lastId = chat.log.messages.at(-1)?.id;

  const scrollToEnd = useCallback(() => {
    const box = list.current;
    if (box) box.scrollTop = box.scrollHeight;
    isFollowing.current = true;
    setNewBelow(false);
  }, []);

  // new messages scroll into view unless the player scrolled up to read
  useLayoutEffect(() => {
    if (lastId === undefined) return;
    if (isFollowing.current) scrollToEnd();
    else setNewBelow(true);
  }, [lastId, scrollToEnd]);

  const onScroll = () => {
    const box = list.current;
    if (!box) return;
    isFollowing.current = isScrolledToEnd(box);
    if (isFollowing.current) setNewBelow(false);
  };

  // a mute that ended is cleared by its timer (useChatLog)
  const isMuted = chat.mutedUntil !== null;
  return (
    <>
      <div
        ref={list}
        className="table-chat-log"
        role="log"
        aria-live="polite"
        aria-label={t('log')}
        // a scrolling region must take the focus so the keyboard can scroll it
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onScroll={onScroll}
        data-testid="chat-log"
      >
        {/* the log region holds the list: a list item must sit in a list */}
        <ol>
          {chat.log.messages.map((message) => (
            <li key={message.id} className={message.isMine ? 'is-mine' : undefined}>
              <bdi className="table-chat-player">{message.isMine ? t('mine') : message.player}</bdi>{' '}
              <time dateTime={new Date(message.sentAt).toISOString()}>
                {formatChatTime(message.sentAt, lang)}
              </time>
              <span className="visually-hidden">: </span>
              <span className="table-chat-text" dir="auto">
                {message.text}
              </span>
            </li>
          ))}
        </ol>
      </div>
      {chat.log.messages.length === 0 && !chat.hasLoadFailed && (
        <p className="table-chat-hint">{t('empty')}</p>
      )}
      {chat.hasLoadFailed && (
        <p className="table-chat-problem" role="status">
          {t('loadFailed')}
        </p>
      )}
      {hasNewBelow && (
        <button type="button" className="button-small table-chat-jump" onClick={scrollToEnd}>
          {t('newMessages')}
        </button>
      )}
      {isMuted ? (
        <p className="table-chat-problem" role="status" data-testid="chat-muted">
          {t('mutedNotice', { time: formatChatTime(chat.mutedUntil ?? 0, lang) })}
        </p>
      ) : (
        <ChatForm {...props} onSent={scrollToEnd} />
      )}
    </>
  );
}

function ChatForm({
  id,
  t,
  lang,
  chat,
  session,
  draft: [text, setText],
  onSent,
}: {
  id: string;
  t: ChatTranslate;
  lang: Lang;
  chat: Chat;
  session: { token: string; game: string };
  draft: DraftState;
  onSent: () => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const draft = draftOf(text);
  const send = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (isSending) return;
    if (draft.isEmpty || draft.isTooLong) {
      const code = draft.isEmpty ? 'chat_empty' : 'chat_too_long';
      setProblem(describeChatProblem({ code, params: { max: CHAT_MAX_LENGTH } }, t, lang));
      return;
    }
    setSending(true);
    const answer = await callHouse(liveChatSend, { ...session, text });
    setSending(false);
    if (answer.ok) {
      chat.addOwn(answer.data.message);
      setText('');
      setProblem(null);
      onSent();
      return;
    }
    setProblem(describeChatProblem(answer.problem, t, lang));
    const until = answer.problem.params?.until;
    if (answer.problem.code === 'chat_muted' && typeof until === 'number')
      chat.setMutedUntil(until);
  };

  return (
    <form className="table-chat-form" onSubmit={send} noValidate>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('input')}
      </label>
      <div className="table-chat-row">
        <input
          id={`${id}-input`}
          type="text"
          autoComplete="off"
          enterKeyHint="send"
          value={text}
          placeholder={t('input')}
          aria-invalid={draft.isTooLong ? true : undefined}
          aria-describedby={`${id}-counter ${id}-problem ${id}-rules`}
          onInput={(event) => setText(event.currentTarget.value)}
          data-testid="chat-input"
        />
        <button type="submit" className="button-small" disabled={isSending} data-testid="chat-send">
          {t('send')}
        </button>
      </div>
      <p id={`${id}-counter`} className={`table-chat-counter${draft.isTooLong ? ' is-over' : ''}`}>
        <span aria-hidden="true">
          {draft.length}/{CHAT_MAX_LENGTH}
        </span>
        <span className="visually-hidden">
          {t('counter', { count: draft.length, max: CHAT_MAX_LENGTH })}
        </span>
      </p>
      <p
        id={`${id}-problem`}
        className="table-chat-problem"
        role="status"
        data-testid="chat-problem"
      >
        {problem}
      </p>
      <p id={`${id}-rules`} className="table-chat-hint">
        {t('rules')}
      </p>
    </form>
  );
}
