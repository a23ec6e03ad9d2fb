import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { USER_MENU } from '../../contract/constants';

/** The user menu entries 0-6 of SPEC.md section 2. */
export const USER_MENU_ENTRIES: { number: number; label: MessageDescriptor }[] = [
  { number: USER_MENU.betList, label: msg`Historial de apuestas` },
  { number: USER_MENU.personalDetails, label: msg`Datos personales` },
  { number: USER_MENU.deposit, label: msg`Depositar` },
  { number: USER_MENU.withdraw, label: msg`Retirar` },
  { number: USER_MENU.transactionList, label: msg`Transacciones` },
  { number: USER_MENU.changePassword, label: msg`Cambiar contraseña` },
  { number: USER_MENU.logout, label: msg`Cerrar sesión` },
];

/** A page of the app that the account menus list beside the spec's numbered entries. */
export type AccountMenuPage = '/{-$locale}/sports/my-bets' | '/{-$locale}/responsible-gaming';

/** An account area tab that is not one of the spec's numbered entries. */
export type AccountMenuTab = 'security';

/**
 * An entry of the account menus: a numbered one of the spec, a tab of the account area beyond
 * them, or a page of its own.
 */
export type AccountMenuEntry = { key: string; label: MessageDescriptor } & (
  { number: number } | { tab: AccountMenuTab } | { page: AccountMenuPage }
);

/**
 * What the sidebar's user menu and the phone's profile menu list, in order: the spec's entries,
 * with the player's sports bets beside the bet history, and security and the responsible-gaming
 * tools before logging out.
 */
export const ACCOUNT_MENU_ENTRIES: AccountMenuEntry[] = USER_MENU_ENTRIES.flatMap(
  (entry): AccountMenuEntry[] => {
    const numbered = { key: `menu-${entry.number}`, ...entry };
    if (entry.number === USER_MENU.betList)
      return [
        numbered,
        {
          key: 'sports-bets',
          label: msg`Mis apuestas deportivas`,
          page: '/{-$locale}/sports/my-bets',
        },
      ];
    if (entry.number === USER_MENU.logout)
      return [
        { key: 'security', label: msg`Seguridad`, tab: 'security' },
        {
          key: 'responsible-gaming',
          label: msg`Juego responsable`,
          page: '/{-$locale}/responsible-gaming',
        },
        numbered,
      ];
    return [numbered];
  },
);
