import {
  DEFAULT_ODDS_FORMAT,
  formatOdds,
  ODDS_FORMATS,
  type OddsFormat,
} from '../../../../contract/odds-format';
import { createStore } from '../../../lib/create-store';
import { useLocale } from '../../../lib/use-locale';

const STORAGE_KEY = 'casino.odds-format';

function isOddsFormat(value: unknown): value is OddsFormat {
  return (ODDS_FORMATS as readonly unknown[]).includes(value);
}

function storedFormat(): OddsFormat {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isOddsFormat(stored) ? stored : DEFAULT_ODDS_FORMAT;
  } catch {
    return DEFAULT_ODDS_FORMAT;
  }
}

const oddsStore = createStore({ format: storedFormat() });

// another tab changed it: every open tab reads prices the same way
if (typeof window !== 'undefined') {
  addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) oddsStore.set({ format: storedFormat() });
  });
}

/** Remembers how the player reads prices (this device, every tab). */
export function setOddsFormat(format: OddsFormat): void {
  try {
    localStorage.setItem(STORAGE_KEY, format);
  } catch {
    // private mode without storage: the choice lasts for this visit
  }
  oddsStore.set({ format });
}

/** The odds format now, outside a component. */
export function currentOddsFormat(): OddsFormat {
  return oddsStore.get().format;
}

/** The player's odds format (decimal until he chooses another) and the way to change it. */
export function useOddsFormat(): { format: OddsFormat; setFormat: (format: OddsFormat) => void } {
  const format = oddsStore.useStore((state) => state.format);
  return { format, setFormat: setOddsFormat };
}

/** A price in the player's format: `<Odds milli={2500} />` reads 2,50 (2.50 in English), 3/2 or +150. */
export function Odds({ milli }: { milli: number }): string {
  const { locale } = useLocale();
  return formatOdds(milli, useOddsFormat().format, locale);
}
