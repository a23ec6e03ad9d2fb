import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { ApiFailure, type FailureCode } from './api-client';

// The one place where the codes the back-office meets become words; any other code reads as
// `action_failed` (the server sends codes, never prose).
const MESSAGES: Partial<Record<FailureCode, MessageDescriptor>> = {
  failed_login: msg`Usuario, contraseña o código incorrectos`,
  too_many_failed_logins: msg`Demasiados intentos fallidos. Inténtalo más tarde`,
  too_many_attempts: msg`Demasiados intentos. Inténtalo más tarde`,
  too_many_requests: msg`Demasiadas peticiones. Espera un momento`,
  totp_code_required: msg`Esta cuenta ya tiene la verificación en dos pasos: escribe el código de tu app`,
  invalid_totp: msg`El código debe tener 6 dígitos y ser el actual`,
  invalid_enrolment_token: msg`La configuración ha caducado: vuelve a iniciar sesión`,
  fresh_totp_required: msg`Confirma un código nuevo para esta acción`,
  own_staff_account: msg`No puedes hacer esto con tu propia cuenta`,
  forbidden: msg`Tu rol no permite esta acción`,
  unauthorized: msg`Tu sesión ha terminado: vuelve a iniciar sesión`,
  not_found: msg`No encontrado`,
  field_required: msg`Este campo es obligatorio`,
  invalid_value: msg`Este valor no es válido`,
  invalid_date: msg`La fecha no es válida`,
  username_validation: msg`El usuario debe tener de 3 a 30 letras, números, puntos, guiones o guiones bajos`,
  password_validation: msg`La contraseña es demasiado corta`,
  username_duplicated: msg`Este nombre de usuario ya existe`,
  invalid_amount: msg`El importe no es válido: un número de mBTC distinto de 0, con hasta 5 decimales`,
  account_blocked: msg`La cuenta está bloqueada`,
  player_already_blocked: msg`El jugador ya está bloqueado`,
  player_not_blocked: msg`El jugador no está bloqueado`,
  adjustment_exceeds_balance: msg`El ajuste dejaría el saldo del jugador por debajo de cero`,
  adjustment_not_pending: msg`Este ajuste ya no está pendiente`,
  own_adjustment: msg`No puedes aprobar ni rechazar un ajuste que pediste tú`,
  bonus_adjustment_debit: msg`Un bono solo abona: para retirar saldo, usa una corrección`,
  risk_tags_unconfirmed: msg`El jugador tiene etiquetas de riesgo: confirma que las has visto`,
  withdrawal_not_pending: msg`Este retiro ya no está pendiente`,
  exclusion_review_not_requested: msg`El jugador no tiene una petición de revisión de su autoexclusión`,
  exclusion_review_too_early: msg`La revisión sigue en curso: aún no puede levantarse`,
  disable_site_access: msg`Esta dirección IP está en la lista de bloqueo`,
  network_error: msg`Sin conexión con el servidor`,
  timeout: msg`El servidor no ha respondido a tiempo`,
  bad_response: msg`Respuesta inesperada del servidor`,
};
const FALLBACK = msg`No se ha podido completar la acción`;

export function messageOfCode(i18n: I18n, code: FailureCode): string {
  return i18n._(MESSAGES[code] ?? FALLBACK);
}

/** The words for a failed call (anything but an ApiFailure is a network error). */
export function errorMessage(i18n: I18n, error: unknown): string {
  return messageOfCode(i18n, error instanceof ApiFailure ? error.code : 'network_error');
}

/** The words for each field the server refused, by field name. */
export function fieldErrors(i18n: I18n, error: unknown): Record<string, string> {
  if (!(error instanceof ApiFailure)) return {};
  return Object.fromEntries(
    Object.entries(error.errors).map(([field, code]) => [field, messageOfCode(i18n, code)]),
  );
}
