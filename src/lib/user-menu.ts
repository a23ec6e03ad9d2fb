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
