import { describe, expect, it } from 'vitest';
import { adminI18n } from '../../testing/i18n';
import { formatRoundResult, formatSpot, liveBetKind } from './round-result';

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

describe("a live bet's kind", () => {
  it('is in words where known, in the staff member’s language', () => {
    const es = adminI18n('es');
    expect(liveBetKind(es, 'main')).toBe('Principal');
    expect(liveBetKind(es, 'at-least-10')).toBe('10× o más');
    const en = adminI18n('en');
    expect(liveBetKind(en, 'main')).toBe('Main');
    expect(liveBetKind(en, 'at-least-10')).toBe('10× or more');
  });

  it('is its code where unknown', () => {
    expect(liveBetKind(adminI18n('es'), 'some-new-kind')).toBe('some-new-kind');
    expect(liveBetKind(adminI18n('en'), 'some-new-kind')).toBe('some-new-kind');
  });
});
