import { useState } from 'react';
import { mbtcToSatoshis, satoshisToMbtc } from '../../../contract/money';
import { parseDecimal, toInputText } from '../format';
import { useHouse } from '../house-context';
import type { Problem } from '../problems';
import { checkStake } from '../validation';

/** The stake field's text, its problem, and the ½ and 2× steps (kept within the limits). */
export function useStake() {
  const { lang, limits } = useHouse();
  const [text, setText] = useState(() => toInputText(1, lang));
  const [problem, setProblem] = useState<Problem | null>(null);

  const change = (next: string) => {
    setText(next);
    setProblem(null);
  };

  /** The stake in satoshis, or null after showing what is wrong. */
  const check = (): bigint | null => {
    const checked = checkStake(text, limits);
    setProblem(checked.ok ? null : checked.problem);
    return checked.ok ? checked.value : null;
  };

  const scale = (factor: 0.5 | 2) => {
    const typed = parseDecimal(text);
    const current = typed === null ? null : mbtcToSatoshis(typed);
    if (current === null) return;
    const min = mbtcToSatoshis(limits.minStake) ?? 0n;
    const max = mbtcToSatoshis(limits.maxStake) ?? 0n;
    const next = factor === 2 ? current * 2n : current / 2n;
    change(toInputText(satoshisToMbtc(next < min ? min : next > max ? max : next), lang));
  };

  const preview = checkStake(text, limits);
  return {
    text,
    change,
    problem,
    setProblem,
    check,
    halve: () => scale(0.5),
    double: () => scale(2),
    /** A stake of 0 (the hot key D): the field then asks for a valid one before a bet. */
    zero: () => change(toInputText(0, lang)),
    /** The stake if the field holds a valid one, for previews. */
    satoshis: preview.ok ? preview.value : null,
  };
}

export type Stake = ReturnType<typeof useStake>;
