import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { isAuditAction, type AuditAction } from '../../../../contract/operator/audit-actions';

/** Each kind of audit entry in words: what the member did, or how a sign-in failed. */
export const AUDIT_ACTION_WORDS: Record<AuditAction, MessageDescriptor> = {
  'admin/auth/login': msg`Inició sesión`,
  'admin/auth/enrol_totp': msg`Activó la verificación en dos pasos e inició sesión`,
  'admin/auth/logout': msg`Cerró sesión`,
  'admin/auth/revoke_session': msg`Cerró otra de sus sesiones`,
  'sign_in_failed/unknown_username': msg`Inicio de sesión fallido: usuario desconocido`,
  'sign_in_failed/wrong_password': msg`Inicio de sesión fallido: contraseña incorrecta`,
  'sign_in_failed/account_disabled': msg`Inicio de sesión fallido: cuenta desactivada`,
  'sign_in_failed/missing_code': msg`Inicio de sesión fallido: falta el código`,
  'sign_in_failed/wrong_code': msg`Inicio de sesión fallido: código incorrecto`,
  'sign_in_failed/account_locked': msg`Inicio de sesión rechazado: cuenta bloqueada por intentos fallidos`,
  'sign_in_failed/address_blocked': msg`Inicio de sesión rechazado: dirección bloqueada por intentos fallidos`,
  'admin/staff/create': msg`Creó un miembro del personal`,
  'admin/staff/set_roles': msg`Cambió los roles de un miembro del personal`,
  'admin/staff/disable': msg`Desactivó a un miembro del personal`,
  'admin/export_audit_log': msg`Exportó el registro de auditoría`,
  'admin/complete_withdrawal': msg`Pagó un retiro`,
  'admin/reject_withdrawal': msg`Rechazó un retiro`,
  'admin/export_pending_withdrawals': msg`Exportó los retiros pendientes`,
  'admin/players/add_note': msg`Añadió una nota al jugador`,
  'admin/players/set_tags': msg`Cambió las etiquetas del jugador`,
  'admin/players/block': msg`Bloqueó al jugador`,
  'admin/players/unblock': msg`Desbloqueó al jugador`,
  'admin/players/adjust_balance': msg`Ajustó el saldo del jugador o pidió aprobarlo`,
  'admin/players/approve_adjustment': msg`Aprobó un ajuste de saldo`,
  'admin/players/reject_adjustment': msg`Rechazó un ajuste de saldo`,
  'admin/protection/lift_exclusion': msg`Levantó una autoexclusión`,
  'admin/sports/suspend_market': msg`Suspendió un mercado`,
  'admin/sports/resume_market': msg`Reanudó un mercado`,
  'admin/sports/settle_market': msg`Liquidó un mercado`,
  'admin/sports/cancel_market': msg`Anuló un mercado`,
  'admin/sports/rollback_settlement': msg`Deshizo la liquidación de un mercado`,
  'admin/sports/rollback_cancel': msg`Deshizo la anulación de un mercado`,
  'admin/sports/set_stake_limits': msg`Cambió los límites de apuesta`,
  'admin/sports/set_book_limits': msg`Cambió los límites de la casa`,
  'admin/sports/set_stake_factor': msg`Cambió el factor de apuesta del jugador`,
  'admin/live_chat_mute': msg`Silenció al jugador en el chat`,
  'admin/live_chat_unmute': msg`Quitó el silencio al jugador en el chat`,
  'admin/push_broadcast': msg`Envió una notificación`,
  'admin/create_site_content': msg`Creó un contenido del sitio`,
  'admin/update_template': msg`Cambió un contenido del sitio`,
  'admin/remove_site_content': msg`Quitó un contenido del sitio`,
  'admin/update_setting': msg`Cambió un ajuste del sitio`,
};

/** An entry's kind in words; a kind this back-office does not know, as it was written. */
export function auditActionWords(i18n: I18n, action: string): string {
  return isAuditAction(action) ? i18n._(AUDIT_ACTION_WORDS[action]) : action;
}

const TARGET_WORDS: Record<string, MessageDescriptor> = {
  financial_transaction: msg`Movimiento`,
  balance_adjustment: msg`Ajuste de saldo`,
  player_note: msg`Nota`,
  staff: msg`Miembro del personal`,
  staff_session: msg`Sesión`,
  site_content: msg`Contenido`,
  sports_market: msg`Mercado`,
  sports_limits: msg`Límites deportivos`,
  pending_withdrawals: msg`Retiros pendientes`,
  address: msg`Direcciones`,
};

/** What an entry acted on (`financial_transaction:12`) in words (`Movimiento 12`). */
export function auditTargetWords(i18n: I18n, target: string): string {
  const colon = target.indexOf(':');
  const kind = colon < 0 ? target : target.slice(0, colon);
  const word = TARGET_WORDS[kind];
  if (!word) return target;
  return colon < 0 ? i18n._(word) : `${i18n._(word)} ${target.slice(colon + 1)}`;
}
