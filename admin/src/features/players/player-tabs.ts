import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The sections of a player's page, in order; the address names the open one (`?tab=`). */
export const PLAYER_TABS = [
  'profile',
  'protection',
  'ledger',
  'deposits',
  'withdrawals',
  'casino',
  'sports',
  'bonuses',
  'sessions',
  'notes',
  'adjustments',
] as const;
export type PlayerTab = (typeof PLAYER_TABS)[number];

export const PLAYER_TAB_LABELS: Record<PlayerTab, MessageDescriptor> = {
  profile: msg`Perfil`,
  protection: msg`Juego responsable`,
  ledger: msg`Movimientos`,
  deposits: msg`Depósitos`,
  withdrawals: msg`Retiros`,
  casino: msg`Casino`,
  sports: msg`Deportes`,
  bonuses: msg`Bonos`,
  sessions: msg`Sesiones`,
  notes: msg`Notas y etiquetas`,
  adjustments: msg`Ajustes de saldo`,
};
