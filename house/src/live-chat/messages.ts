// The table chat's words, in Spanish (the default) and English. Kept apart from the game page's
// dictionary (../i18n.ts) so the chat stays one folder; the same `{name}` placeholders.
import type { Lang } from '../format';

const es = {
  title: 'Chat de la mesa',
  open: 'Abrir el chat',
  close: 'Cerrar el chat',
  unread: '{count} sin leer',
  log: 'Mensajes de la mesa',
  empty: 'Aún no hay mensajes. Saluda a la mesa.',
  mine: 'Tú',
  says: '{player} a las {time}: {text}',
  input: 'Mensaje para la mesa',
  counter: '{count} de {max} caracteres',
  send: 'Enviar',
  newMessages: 'Mensajes nuevos: ir al final',
  rules: 'Sé amable. Nada de spam ni datos personales: un moderador puede silenciarte.',
  mutedNotice: 'Un moderador te ha silenciado hasta las {time}.',
  loadFailed: 'No se han podido cargar los mensajes.',

  'error.chat_muted': 'Un moderador te ha silenciado hasta las {time}: no puedes escribir.',
  'error.chat_rate_limited': 'Vas demasiado rápido: espera {seconds} s para escribir otra vez.',
  'error.chat_too_long': 'El mensaje pasa de {max} caracteres: acórtalo.',
  'error.chat_empty': 'Escribe algo antes de enviar.',
  // a break refuses the chat as it refuses bets (the game page's error.self_excluded/on_time_out)
  'error.self_excluded': 'Tu cuenta está autoexcluida: no puedes escribir en el chat.',
  'error.on_time_out':
    'Te has tomado un descanso: no puedes escribir en el chat hasta que termine.',
  'error.invalid_session': 'La sesión de juego ha caducado. Cierra el juego y ábrelo de nuevo.',
  'error.invalid_value': 'El mensaje no es válido.',
  'error.network_error': 'No hay conexión. Inténtalo de nuevo.',
  'error.unknown': 'No se ha podido enviar. Inténtalo de nuevo.',
} as const;

export type ChatMessageKey = keyof typeof es;

const en: Record<ChatMessageKey, string> = {
  title: 'Table chat',
  open: 'Open the chat',
  close: 'Close the chat',
  unread: '{count} unread',
  log: 'Table messages',
  empty: 'No messages yet. Say hello to the table.',
  mine: 'You',
  says: '{player} at {time}: {text}',
  input: 'Message to the table',
  counter: '{count} of {max} characters',
  send: 'Send',
  newMessages: 'New messages: go to the end',
  rules: 'Be kind. No spam and no personal details: a moderator may mute you.',
  mutedNotice: 'A moderator has muted you until {time}.',
  loadFailed: 'The messages could not be loaded.',

  'error.chat_muted': 'A moderator has muted you until {time}: you cannot write.',
  'error.chat_rate_limited': 'You are going too fast: wait {seconds} s to write again.',
  'error.chat_too_long': 'The message is over {max} characters: shorten it.',
  'error.chat_empty': 'Write something before sending.',
  'error.self_excluded': 'Your account is self-excluded: you cannot write in the chat.',
  'error.on_time_out': 'You are taking a break: you cannot write in the chat until it ends.',
  'error.invalid_session': 'The game session has expired. Close the game and open it again.',
  'error.invalid_value': 'The message is not valid.',
  'error.network_error': 'No connection. Try again.',
  'error.unknown': 'It could not be sent. Try again.',
};

export const CHAT_MESSAGES: Record<Lang, Record<ChatMessageKey, string>> = { es, en };

export type ChatTranslate = (
  key: ChatMessageKey,
  values?: Record<string, string | number>,
) => string;

/** The chat's words in `lang`, with `{name}` placeholders filled. */
export function createChatTranslate(lang: Lang): ChatTranslate {
  const messages = CHAT_MESSAGES[lang];
  return (key, values = {}) =>
    messages[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
}
