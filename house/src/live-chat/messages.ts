// The table chat's words: Spanish in the source (Lingui's `msg`), English in the house's
// catalogue (house/src/locales). Kept apart from the game page's (../i18n.ts) so the chat stays
// one folder; its refusals by code (`error.<code>`).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const CHAT_MESSAGES = {
  title: msg`Chat de la mesa`,
  open: msg`Abrir el chat`,
  close: msg`Cerrar el chat`,
  unread: msg({ message: '{count} sin leer' }),
  log: msg`Mensajes de la mesa`,
  empty: msg`Aún no hay mensajes. Saluda a la mesa.`,
  mine: msg`Tú`,
  says: msg({ message: '{player} a las {time}: {text}' }),
  input: msg`Mensaje para la mesa`,
  counter: msg({ message: '{count} de {max} caracteres' }),
  send: msg`Enviar`,
  newMessages: msg`Mensajes nuevos: ir al final`,
  rules: msg`Sé amable. Nada de spam ni datos personales: un moderador puede silenciarte.`,
  mutedNotice: msg({ message: 'Un moderador te ha silenciado hasta las {time}.' }),
  loadFailed: msg`No se han podido cargar los mensajes.`,

  'error.chat_muted': msg({
    message: 'Un moderador te ha silenciado hasta las {time}: no puedes escribir.',
  }),
  'error.chat_rate_limited': msg({
    message: 'Vas demasiado rápido: espera {seconds} s para escribir otra vez.',
  }),
  'error.chat_too_long': msg({ message: 'El mensaje pasa de {max} caracteres: acórtalo.' }),
  'error.chat_empty': msg`Escribe algo antes de enviar.`,
  // a break refuses the chat as it refuses bets (the game page's error.self_excluded/on_time_out)
  'error.self_excluded': msg`Tu cuenta está autoexcluida: no puedes escribir en el chat.`,
  'error.on_time_out': msg`Te has tomado un descanso: no puedes escribir en el chat hasta que termine.`,
  'error.invalid_session': msg`La sesión de juego ha caducado. Cierra el juego y ábrelo de nuevo.`,
  'error.invalid_value': msg`El mensaje no es válido.`,
  'error.network_error': msg`No hay conexión. Inténtalo de nuevo.`,
  'error.unknown': msg`No se ha podido enviar. Inténtalo de nuevo.`,
} satisfies Record<string, MessageDescriptor>;

export type ChatMessageKey = keyof typeof CHAT_MESSAGES;

export type ChatTranslate = (
  key: ChatMessageKey,
  values?: Record<string, string | number>,
) => string;

/** The chat's words in the language `i18n` has active, `{name}` placeholders filled. */
export function createChatTranslate(i18n: I18n): ChatTranslate {
  return (key, values) => i18n._({ ...CHAT_MESSAGES[key], values });
}

export function isChatMessageKey(key: string): key is ChatMessageKey {
  return Object.hasOwn(CHAT_MESSAGES, key);
}
