// What every part of the open game shares: the language, the session, the limits, and one way
// to call the API that keeps the balance, seeds and history up to date and sends one call at a time.
import { createContext, useContext } from 'react';
import type { Call, CallRequest } from '../../contract/call';
import type { Answer } from './api';
import type { Lang } from './format';
import type { Translate } from './i18n';
import type { HouseSession } from './launch';
import type { Problem } from './problems';
import type { StakeLimits } from './validation';

export interface House {
  lang: Lang;
  t: Translate;
  session: HouseSession;
  limits: StakeLimits;
  houseEdge: number;
  /** A call is in flight: every bet button waits. */
  isBusy: boolean;
  /** Sends a call with the session added; null when another call is still in flight. */
  request: <C extends Call>(
    call: C,
    body: Omit<CallRequest<C>, 'token' | 'game'>,
  ) => Promise<Answer<C> | null>;
  describe: (problem: Problem) => string;
}

export const HouseContext = createContext<House | null>(null);

export function useHouse(): House {
  const house = useContext(HouseContext);
  if (!house) throw new Error('useHouse outside the open game');
  return house;
}
