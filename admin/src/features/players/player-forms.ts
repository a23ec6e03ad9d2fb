import * as v from 'valibot';
import {
  MAX_PLAYER_TAGS,
  PLAYER_TAG,
  signedMbtcAmount,
  type AdjustmentType,
} from '../../../../contract/operator/players';
import type { ErrorCode } from '../../../../contract/errors';

/**
 * How a tags box reads: tags split by commas, each trimmed with its inner spaces collapsed
 * (`VIP  Oro` is the one tag `vip oro`), lowercase, each once, sorted.
 */
export function parseTags(text: string): string[] {
  const tags = text
    .split(',')
    .map((tag) => tag.trim().replace(/\s+/g, ' ').toLowerCase())
    .filter((tag) => tag !== '');
  return [...new Set(tags)].sort();
}

/** Why a list of tags would be refused (the contract's rule), or null. */
export function tagsProblem(tags: readonly string[]): ErrorCode | null {
  if (tags.length > MAX_PLAYER_TAGS) return 'invalid_value';
  return tags.every((tag) => PLAYER_TAG.test(tag)) ? null : 'invalid_value';
}

/**
 * A signed mBTC amount as typed (a comma as decimal separator is accepted), checked with the
 * contract's own rule: the amount to send, or the code saying why not.
 */
export function readAmount(text: string): { amount: string } | { problem: ErrorCode } {
  const amount = text.trim().replace(/\s/g, '').replace(',', '.');
  const parsed = v.safeParse(signedMbtcAmount, amount);
  if (parsed.success) return { amount };
  const code = parsed.issues[0]?.message;
  return { problem: code === 'field_required' ? 'field_required' : 'invalid_amount' };
}

/**
 * An adjustment as the form holds it: the amount to send and its type, or the code saying why
 * not (no type chosen; a bonus that takes money, which the server refuses too).
 */
export function readAdjustment(
  amountText: string,
  type: AdjustmentType | '',
): { amount: string; type: AdjustmentType } | { problem: ErrorCode } {
  const read = readAmount(amountText);
  if ('problem' in read) return read;
  if (type === '') return { problem: 'field_required' };
  if (type === 'bonus' && read.amount.startsWith('-')) return { problem: 'bonus_adjustment_debit' };
  return { amount: read.amount, type };
}

/** Whether the staff member `staffId` may decide an adjustment another member asked for. */
export function canDecide(adjustment: { requestedBy: number }, staffId: number): boolean {
  return adjustment.requestedBy !== staffId;
}

/** What a search box asks: trimmed; empty asks nothing. */
export function searchQuery(text: string | undefined): string | null {
  const query = (text ?? '').trim();
  return query === '' ? null : query.slice(0, 100);
}
