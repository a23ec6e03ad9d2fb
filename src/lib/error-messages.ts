import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { FailureCode } from './api-client';

// The one place where the server's codes (the spec's message keys) become words.
const MESSAGES: Partial<Record<FailureCode, MessageDescriptor>> = {
  field_required: msg({ id: 'field_required', message: 'Este campo es obligatorio' }),
  email_validation: msg({ id: 'email_validation', message: 'El correo electrónico no es válido' }),
  password_validation: msg({
    id: 'password_validation',
    message: 'La contraseña debe tener al menos 3 caracteres',
  }),
  confirm_password_validation: msg({
    id: 'confirm_password_validation',
    message: 'Las contraseñas no coinciden',
  }),
  phone_number_validation: msg({
    id: 'phone_number_validation',
    message: 'El teléfono solo puede tener números',
  }),
  phone_number_length_check: msg({
    id: 'phone_number_length_check',
    message: 'El teléfono debe tener al menos 7 dígitos',
  }),
  username_duplicated: msg({
    id: 'username_duplicated',
    message: 'Este nombre de usuario ya existe',
  }),
  invalid_promo_code: msg({
    id: 'invalid_promo_code',
    message: 'El código promocional no es válido',
  }),
  accept_terms: msg({
    id: 'accept_terms',
    message: 'Debes aceptar los términos y tener 18 años o más',
  }),
  min_value: msg({ id: 'min_value', message: 'El importe no puede superar tu saldo: {max}' }),
  invalid_amount: msg({ id: 'invalid_amount', message: 'Introduce un importe mayor que cero' }),
  invalid_address: msg({
    id: 'invalid_address',
    message: 'Esta no es una dirección de Bitcoin válida',
  }),
  not_meet_wager_requirement: msg({
    id: 'not_meet_wager_requirement',
    message: 'Debes cumplir el requisito de apuesta del bono antes de retirar',
  }),
  withdrawal_not_pending: msg({
    id: 'withdrawal_not_pending',
    message: 'Este retiro ya no está pendiente',
  }),
  withdrawal_cancel_disabled: msg({
    id: 'withdrawal_cancel_disabled',
    message: 'Los retiros no se pueden revertir',
  }),
  failed_login: msg({ id: 'failed_login', message: 'Usuario o contraseña incorrectos' }),
  invalid_reset_token: msg({
    id: 'invalid_reset_token',
    message: 'El enlace para restablecer la contraseña no es válido o ha caducado',
  }),
  invalid_device_token: msg({
    id: 'invalid_device_token',
    message:
      'El enlace para confirmar el dispositivo no es válido, ya se ha usado o ha caducado. Inicia sesión de nuevo para recibir otro.',
  }),
  too_many_attempts: msg({
    id: 'too_many_attempts',
    message: 'Demasiados intentos. Inténtalo de nuevo en unos minutos.',
  }),
  too_many_failed_logins: msg({
    id: 'too_many_failed_logins',
    message:
      'Demasiados intentos fallidos. Si la contraseña es correcta, te hemos enviado un correo para confirmar este dispositivo.',
  }),
  too_many_requests: msg({
    id: 'too_many_requests',
    message: 'Demasiadas solicitudes. Inténtalo de nuevo en {seconds} s.',
  }),
  disable_site_access: msg({ id: 'disable_site_access', message: 'No puedes acceder al sitio.' }),
  network_error: msg({ id: 'network_error', message: 'Sin conexión. Inténtalo de nuevo.' }),
  timeout: msg({ id: 'timeout', message: 'El servidor tarda en responder. Inténtalo de nuevo.' }),
};

const FALLBACK = msg({ id: 'action_failed', message: 'No se ha podido completar la acción' });

/** The text of `code`; `values` fill its placeholders, e.g. `max` for min_value. */
export function errorMessage(
  i18n: I18n,
  code: FailureCode,
  values?: Record<string, string | number>,
): string {
  const descriptor = MESSAGES[code] ?? FALLBACK;
  return i18n._(descriptor.id, values, { message: descriptor.message });
}
