import type { I18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { formatRoundResult, formatSpot, liveBetKind } from './round-result';

// the messages' words are compiled in by the build; here each is its source text
vi.mock('@lingui/core/macro', () => ({
  msg: (strings: TemplateStringsArray) => ({ id: strings.join('') }),
}));
const i18n = { _: (descriptor: { id: string }) => descriptor.id } as unknown as I18n;

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
  it('is in words where known, its code otherwise', () => {
    expect(liveBetKind(i18n, 'main')).toBe('Principal');
    expect(liveBetKind(i18n, 'at-least-10')).toBe('10× o más');
    expect(liveBetKind(i18n, 'some-new-kind')).toBe('some-new-kind');
  });
});
