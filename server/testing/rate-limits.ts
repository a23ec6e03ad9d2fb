import { expect } from 'vitest';
import type { Queryable } from '../db/database';
import type { CallResult } from './harness';

let ipCounter = 0;
/** A fresh client address for each test, so no test spends another's budget. */
export const newIp = (): string => {
  ipCounter++;
  return `10.77.${ipCounter >> 8}.${ipCounter & 255}`;
};

/** A request as the load balancer forwards it from `ip`. */
export const from = (ip: string) => ({ headers: { 'X-Forwarded-For': ip } });

let nameCounter = 0;
export const newName = (): string => `limited${++nameCounter}_${Date.now().toString(36)}`;

export const contactMessage = (note: string) => ({
  player_name: 'Ana',
  email: 'ana@example.com',
  countryPhone: '+34',
  phone_number1: '600123456',
  note,
  status: 'pending',
});

export function expectTooManyRequests(result: CallResult, windowSeconds: number): void {
  expect(result.httpStatus).toBe(429);
  const seconds = Number(result.headers.get('Retry-After'));
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
  expect(result.body).toEqual({ status: 0, code: 'too_many_requests', params: { seconds } });
}

export async function countRows(
  db: Queryable,
  table: string,
  where = 'true',
  params: unknown[] = [],
): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM ${table} WHERE ${where}`,
    params,
  );
  return rows[0]?.count ?? 0;
}
