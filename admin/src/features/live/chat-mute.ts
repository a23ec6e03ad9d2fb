import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';
import type { CallRequest } from '../../../../contract/call';
import type { ErrorCode } from '../../../../contract/errors';
import { fieldCodes } from '../../../../contract/field-codes';
import { adminLiveChatMute } from '../../../../contract/operator/live-chat';

/** The lengths a mute is offered with, in minutes (the contract allows a minute to a year). */
export const MUTE_DURATIONS: readonly { minutes: number; label: MessageDescriptor }[] = [
  { minutes: 15, label: msg`15 minutos` },
  { minutes: 60, label: msg`1 hora` },
  { minutes: 24 * 60, label: msg`24 horas` },
  { minutes: 7 * 24 * 60, label: msg`7 días` },
  { minutes: 30 * 24 * 60, label: msg`30 días` },
  { minutes: 365 * 24 * 60, label: msg`1 año` },
];

export type MuteRequest = CallRequest<typeof adminLiveChatMute>;

/** The mute's request as the contract reads it, or each field's code (`username`, `reason`…). */
export function muteRequestOf(form: {
  username: string;
  minutes: number;
  reason: string;
  hideMessages: boolean;
}): { request: MuteRequest } | { errors: Record<string, ErrorCode> } {
  const parsed = v.safeParse(adminLiveChatMute.request, form, { abortPipeEarly: true });
  if (!parsed.success) return { errors: fieldCodes(parsed.issues) };
  return { request: parsed.output };
}
