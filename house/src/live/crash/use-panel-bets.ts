// Which of the player's main bets each of the two panels shows. A bet placed from a panel is that
// panel's; the player's other main bets of the round (placed before a reload) fill the panels
// left empty, in order.
import { useState } from 'react';
import type { LiveBet } from '../../../../contract/house-page/live-tables';

export function panelBets(
  myMainBets: readonly LiveBet[],
  assigned: readonly (string | null)[],
): [LiveBet | null, LiveBet | null] {
  const byId = new Map(myMainBets.map((bet) => [bet.id, bet]));
  const claimed = assigned.map((id) => (id ? (byId.get(id) ?? null) : null));
  const rest = myMainBets.filter((bet) => !claimed.includes(bet));
  return [claimed[0] ?? rest.shift() ?? null, claimed[1] ?? rest.shift() ?? null];
}

export function usePanelBets(roundId: string, bets: readonly LiveBet[]) {
  const [assigned, setAssigned] = useState({ roundId, ids: [null, null] as (string | null)[] });
  const ids = assigned.roundId === roundId ? assigned.ids : [null, null];
  const myMainBets = bets.filter((bet) => bet.isMine && bet.kind === 'main');
  return {
    bets: panelBets(myMainBets, ids),
    assign: (slot: 0 | 1, betId: string) =>
      setAssigned((current) => {
        const next = current.roundId === roundId ? [...current.ids] : [null, null];
        next[slot] = betId;
        return { roundId, ids: next };
      }),
  };
}
