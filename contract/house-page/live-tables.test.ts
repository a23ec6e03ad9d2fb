import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { liveCrashBet, maskName } from './live-tables';

const bet = (autoCashOut: unknown) =>
  v.safeParse(liveCrashBet.request, {
    token: 'launch-token',
    game: 'crash',
    roundId: 'round-1',
    kind: 'main',
    amount: 1,
    autoCashOut,
  });

describe('a crash bet', () => {
  it('takes an auto cash-out in hundredths, at exactly that hundredth', () => {
    const parsed = bet(1.1);
    expect(parsed.success && parsed.output.autoCashOut).toBe(1.1);
    const sum = bet(0.1 + 0.2 + 1); // 1.3000000000000003
    expect(sum.success && sum.output.autoCashOut).toBe(1.3);
    const none = bet(null);
    expect(none.success && none.output.autoCashOut).toBeNull();
  });

  it('refuses a target with more decimals or out of range, rather than rounding it', () => {
    for (const target of [1.555, 1.005, 1, 1_000_000.01, '2'])
      expect(bet(target).issues?.[0]?.message).toBe('invalid_value');
  });
});

describe('names at a table', () => {
  it('show the first and last character only', () => {
    expect(maskName('ana_lopez')).toBe('a***z');
    expect(maskName('jo')).toBe('j*');
    expect(maskName('')).toBe('**');
  });
});
