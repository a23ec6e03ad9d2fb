import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { parseSystem, type NamedSystem } from '../../../../contract/sports-systems';

// The name a player reads for a system bet, in the slip and in My bets: the bookmakers' names
// for the named systems, "k de n" for the others.

const NAMED_SYSTEM_NAMES: Record<NamedSystem, MessageDescriptor> = {
  trixie: msg`Trixie`,
  patent: msg`Patent`,
  yankee: msg`Yankee`,
  lucky15: msg`Lucky 15`,
  canadian: msg`Canadian (Super Yankee)`,
  lucky31: msg`Lucky 31`,
  heinz: msg`Heinz`,
  lucky63: msg`Lucky 63`,
  goliath: msg`Goliath`,
};

/** The system's name in the player's language ('Yankee', '2 de 4'). */
export function systemName(name: string, i18n: I18n): string {
  const named = NAMED_SYSTEM_NAMES[name as NamedSystem] as MessageDescriptor | undefined;
  if (named) return i18n._(named);
  const system = parseSystem(name);
  if (!system) return name;
  const size = system.minLineSize;
  const legs = system.legs;
  return i18n._(msg`${size} de ${legs}`);
}
