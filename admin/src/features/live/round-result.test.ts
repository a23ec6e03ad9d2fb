import { describe, expect, it } from 'vitest';
import { formatRoundResult, formatSpot } from './round-result';

describe("a live round's result", () => {
  it("shows crash's multiplier and roulette's pocket in the language", () => {
    expect(formatRoundResult('crash', 2.345, 'en')).toBe('2.35×');
    expect(formatRoundResult('crash', 1, 'es')).toBe('1,00×');
    expect(formatRoundResult('live-roulette', 0, 'es')).toBe('0');
  });

  it('is nothing until the round has ended', () => {
    expect(formatRoundResult('crash', null, 'en')).toBeNull();
  });

  it("writes a bet's spot as text", () => {
    expect(formatSpot(null)).toBe('');
    expect(formatSpot('red')).toBe('red');
    expect(formatSpot({ type: 'straight', number: 7 })).toBe('{"type":"straight","number":7}');
  });
});
