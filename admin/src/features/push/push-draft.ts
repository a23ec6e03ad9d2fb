import * as v from 'valibot';
import type { CallRequest } from '../../../../contract/call';
import type { Locale } from '../../../../contract/constants';
import type { ErrorCode } from '../../../../contract/errors';
import { fieldCodes } from '../../../../contract/field-codes';
import { pathInLocale } from '../../../../contract/locale-path';
import { PUSH_BROADCAST_DEFAULT_URL } from '../../../../contract/push';
import { adminPushBroadcast } from '../../../../contract/operator/push';

/** The form's text as typed: a title and a body per language, and the page a click opens. */
export interface PushDraft {
  title: Record<Locale, string>;
  body: Record<Locale, string>;
  url: string;
}

export const EMPTY_PUSH_DRAFT: PushDraft = {
  title: { es: '', en: '' },
  body: { es: '', en: '' },
  url: '',
};

export type BroadcastRequest = CallRequest<typeof adminPushBroadcast>;

/**
 * The broadcast's request, or each field's code (`title.es`…) the server would answer with: the
 * contract's own schema checks it, so nothing the server refuses reaches the confirmation.
 */
export function broadcastRequestOf(
  draft: PushDraft,
): { request: BroadcastRequest } | { errors: Record<string, ErrorCode> } {
  const input = { title: draft.title, body: draft.body, url: draft.url.trim() || null };
  const parsed = v.safeParse(adminPushBroadcast.request, input, { abortPipeEarly: true });
  if (!parsed.success) return { errors: fieldCodes(parsed.issues) };
  return { request: parsed.output };
}

/** The page a player in `locale` opens from the notification (as the server builds it). */
export function clickedPath(url: string, locale: Locale): string {
  return pathInLocale(url.trim() || PUSH_BROADCAST_DEFAULT_URL, locale);
}
