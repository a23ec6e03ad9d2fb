import * as v from 'valibot';
import { defineCall } from './call';
import { id, ok, plainText, requiredText } from './common';

export const contactRequest = v.object({
  player_name: requiredText(100),
  email: v.pipe(
    v.string('field_required'),
    v.trim(),
    v.nonEmpty('field_required'),
    v.maxLength(254, 'email_validation'),
    v.email('email_validation'),
  ),
  countryPhone: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^\+?\d{0,4}$/, 'invalid_value')),
    '',
  ),
  phone_number1: v.pipe(
    v.string('field_required'),
    v.trim(),
    v.nonEmpty('field_required'),
    v.regex(/^\d{1,15}$/, 'phone_number_validation'),
  ),
  phone_number: v.optional(plainText(30)),
  note: requiredText(5000, 'multi-line'),
  status: v.optional(v.literal('pending'), 'pending'),
  playerId: v.optional(v.nullable(id), null),
});

export const playerSendMessage = defineCall({
  path: 'front/player_send_message',
  ownerField: 'playerId',
  method: 'POST',
  auth: 'optional',
  request: contactRequest,
  response: v.object({ status: ok, id: v.number() }),
});
