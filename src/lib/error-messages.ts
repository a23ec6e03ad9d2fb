import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { MIN_AGE_YEARS } from '../../contract/constants';
import type { PlayerErrorCode } from '../../contract/errors';
import { ApiFailure, type ClientFailureCode, type FailureCode } from './api-client';

/** Every code a player can meet: a new player-facing code without words does not compile. */
type WordedCode = PlayerErrorCode | ClientFailureCode;

// The one place where the server's codes (the spec's message keys) become words. Protocol codes
// (see contract/errors.ts) have none: a player's app meeting one shows `action_failed`.
const MESSAGES: Record<WordedCode, MessageDescriptor> = {
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
  username_validation: msg({
    id: 'username_validation',
    message:
      'El usuario debe tener de 3 a 30 letras, números, puntos, guiones o guiones bajos, sin espacios',
  }),
  min_age: msg({ id: 'min_age', message: 'Debes tener al menos {years} años' }),
  invalid_value: msg({ id: 'invalid_value', message: 'Este valor no es válido' }),
  invalid_date: msg({ id: 'invalid_date', message: 'La fecha no es válida' }),
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
  wrong_old_password: msg({
    id: 'wrong_old_password',
    message: 'La contraseña actual no es correcta',
  }),
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
  game_unavailable: msg({
    id: 'game_unavailable',
    message: 'Este juego no está disponible ahora mismo',
  }),
  no_transactions: msg({ id: 'no_transactions', message: 'No hay transacciones' }),
  unauthorized: msg({
    id: 'unauthorized',
    message: 'Tu sesión ha caducado. Inicia sesión de nuevo.',
  }),
  forbidden: msg({ id: 'forbidden', message: 'No tienes permiso para hacer esto.' }),
  not_found: msg({ id: 'not_found', message: 'No hemos encontrado lo que buscas.' }),
  request_in_progress: msg({
    id: 'request_in_progress',
    message: 'Tu solicitud anterior aún se está procesando. Espera un momento.',
  }),
  bad_request: msg({
    id: 'bad_request',
    message: 'La solicitud no es válida. Recarga la página e inténtalo de nuevo.',
  }),
  internal_error: msg({
    id: 'internal_error',
    message: 'Algo ha fallado en el servidor. Inténtalo de nuevo más tarde.',
  }),
  odds_changed: msg({
    id: 'odds_changed',
    message: 'La cuota ha cambiado a {odds}. Revisa tu apuesta y vuelve a intentarlo.',
  }),
  market_suspended: msg({
    id: 'market_suspended',
    message: 'Este mercado está suspendido en este momento. Inténtalo en unos segundos.',
  }),
  event_started: msg({
    id: 'event_started',
    message: 'El evento ya ha empezado: la cuota antes del partido ya no vale.',
  }),
  selection_unavailable: msg({
    id: 'selection_unavailable',
    message: 'Esta selección ya no está disponible.',
  }),
  same_event_legs: msg({
    id: 'same_event_legs',
    message: 'Una combinada no puede tener dos selecciones del mismo evento.',
  }),
  too_few_legs: msg({
    id: 'too_few_legs',
    message: 'Añade al menos una selección (dos para una combinada).',
  }),
  too_many_legs: msg({
    id: 'too_many_legs',
    message: 'Demasiadas selecciones: una simple lleva una y una combinada hasta 20.',
  }),
  invalid_system: msg({ id: 'invalid_system', message: 'Ese sistema no existe.' }),
  system_legs_mismatch: msg({
    id: 'system_legs_mismatch',
    message: 'Este sistema lleva {legs} selecciones.',
  }),
  stake_too_low: msg({ id: 'stake_too_low', message: 'La apuesta mínima es {min} mBTC.' }),
  stake_too_high: msg({ id: 'stake_too_high', message: 'La apuesta máxima es {max} mBTC.' }),
  cash_out_value_changed: msg({
    id: 'cash_out_value_changed',
    message: 'El valor para cobrar ha bajado a {value}. Revísalo y vuelve a intentarlo.',
  }),
  cash_out_unavailable: msg({
    id: 'cash_out_unavailable',
    message: 'Esta apuesta ya no se puede cobrar: uno de sus mercados está cerrado o resuelto.',
  }),
  cash_out_bet_type: msg({
    id: 'cash_out_bet_type',
    message: 'Este tipo de apuesta no se puede cobrar por adelantado.',
  }),
  bet_not_open: msg({ id: 'bet_not_open', message: 'Esta apuesta ya no está abierta.' }),
  cash_out_above_value: msg({
    id: 'cash_out_above_value',
    message: 'No puedes cobrar más que el valor actual: {value}.',
  }),
  cash_out_stake_left: msg({
    id: 'cash_out_stake_left',
    message: 'Debe quedar una apuesta de al menos {min}: cobra hasta {max} o cóbrala entera.',
  }),
  cash_out_too_small: msg({
    id: 'cash_out_too_small',
    message: 'El importe es demasiado pequeño para cobrar parte de la apuesta.',
  }),
  outstanding_debt: msg({
    id: 'outstanding_debt',
    message:
      'Debes {amount} por un resultado deportivo corregido. Podrás retirar cuando tu próximo depósito o premio lo cubra.',
  }),
  payout_too_high: msg({
    id: 'payout_too_high',
    message: 'El pago de una apuesta tiene un máximo: puedes apostar hasta {max} mBTC.',
  }),
  stake_over_liability: msg({
    id: 'stake_over_liability',
    message: 'Esta apuesta admite ahora como máximo {max} mBTC.',
  }),
  bet_limit_reached: msg({
    id: 'bet_limit_reached',
    message: 'Ahora no se aceptan más apuestas en esta selección.',
  }),
  sports_betting_blocked: msg({
    id: 'sports_betting_blocked',
    message: 'Tu cuenta no puede hacer apuestas deportivas. Contacta con soporte.',
  }),
  account_blocked: msg({
    id: 'account_blocked',
    message: 'Tu cuenta está bloqueada. Contacta con soporte.',
  }),
  bet_builder_one_event: msg({
    id: 'bet_builder_one_event',
    message: 'Una apuesta combinada del partido lleva selecciones de un solo partido.',
  }),
  bet_builder_unsupported: msg({
    id: 'bet_builder_unsupported',
    message:
      'Esta selección no se puede combinar: solo resultado, doble oportunidad, goles (más/menos de x,5), ambos marcan y resultado exacto de fútbol.',
  }),
  bet_builder_impossible: msg({
    id: 'bet_builder_impossible',
    message: 'Esta combinación no se puede ofrecer: no puede darse o ya está casi decidida.',
  }),
  bet_builder_unavailable: msg({
    id: 'bet_builder_unavailable',
    message:
      'La apuesta combinada del partido no está disponible ahora. Inténtalo en unos segundos.',
  }),
  limit_exceeded: msg({
    id: 'limit_exceeded',
    message: 'Esta apuesta supera tu límite. Puedes apostar hasta {max} mBTC.',
  }),
  self_excluded: msg({
    id: 'self_excluded',
    message:
      'Tu cuenta está autoexcluida: no puedes apostar ni depositar. Puedes retirar tu saldo.',
  }),
  on_time_out: msg({
    id: 'on_time_out',
    message:
      'Te has tomado un descanso: no puedes apostar ni depositar hasta que termine. Puedes retirar tu saldo.',
  }),
  limit_not_confirmable: msg({
    id: 'limit_not_confirmable',
    message:
      'Este cambio de límite aún no se puede confirmar: espera a que termine su periodo de reflexión.',
  }),
  session_time_limit: msg({
    id: 'session_time_limit',
    message: 'Has llegado al tiempo de sesión que fijaste. Tu sesión ha terminado.',
  }),
  deposit_limit_required: msg({
    id: 'deposit_limit_required',
    message: 'Antes de tu primer depósito debes fijar un límite de depósito.',
  }),
  exclusion_review_unavailable: msg({
    id: 'exclusion_review_unavailable',
    message: 'Solo se puede pedir la revisión de una autoexclusión indefinida en vigor.',
  }),
  exclusion_review_pending: msg({
    id: 'exclusion_review_pending',
    message:
      'Ya pediste que se revise tu autoexclusión. Podrá levantarse, si se concede, desde el {grantableAt}.',
  }),
  two_factor_required: msg({
    id: 'two_factor_required',
    message: 'Introduce el código de tu aplicación de autenticación.',
  }),
  invalid_two_factor_code: msg({
    id: 'invalid_two_factor_code',
    message: 'El código no es válido o ya se ha usado.',
  }),
  too_many_two_factor_attempts: msg({
    id: 'too_many_two_factor_attempts',
    message: 'Demasiados códigos incorrectos. Espera unos minutos e inténtalo de nuevo.',
  }),
  two_factor_already_enabled: msg({
    id: 'two_factor_already_enabled',
    message: 'La verificación en dos pasos ya está activada.',
  }),
  two_factor_not_enabled: msg({
    id: 'two_factor_not_enabled',
    message: 'La verificación en dos pasos no está activada.',
  }),
  two_factor_not_started: msg({
    id: 'two_factor_not_started',
    message: 'La configuración ha caducado. Vuelve a empezar la activación.',
  }),
  passkey_challenge_expired: msg({
    id: 'passkey_challenge_expired',
    message: 'La solicitud de la llave de acceso ha caducado. Inténtalo de nuevo.',
  }),
  passkey_not_verified: msg({
    id: 'passkey_not_verified',
    message: 'No se ha podido comprobar la llave de acceso. Inténtalo de nuevo.',
  }),
  passkey_unknown: msg({
    id: 'passkey_unknown',
    message: 'Esta llave de acceso no pertenece a ninguna cuenta. Entra con tu contraseña.',
  }),
  passkey_already_registered: msg({
    id: 'passkey_already_registered',
    message: 'Esta llave de acceso ya está registrada.',
  }),
  passkey_limit_reached: msg({
    id: 'passkey_limit_reached',
    message: 'Ya tienes el máximo de llaves de acceso. Elimina una para añadir otra.',
  }),
  invalid_step_up_token: msg({
    id: 'invalid_step_up_token',
    message: 'La confirmación con la llave de acceso ha caducado. Confírmalo de nuevo.',
  }),
  withdrawal_address_not_saved: msg({
    id: 'withdrawal_address_not_saved',
    message:
      'Solo puedes retirar a tus direcciones guardadas: guarda esta en Seguridad o elige una guardada.',
  }),
  withdrawal_address_unconfirmed: msg({
    id: 'withdrawal_address_unconfirmed',
    message:
      'Esta dirección aún no está confirmada: abre el enlace que te enviamos por correo electrónico.',
  }),
  withdrawal_address_on_hold: msg({
    id: 'withdrawal_address_on_hold',
    message: 'Esta dirección es nueva: podrás retirar a ella desde el {usableAt}.',
  }),
  withdrawal_security_hold: msg({
    id: 'withdrawal_security_hold',
    message:
      'Por seguridad, tras un cambio de contraseña, de correo o de verificación en dos pasos los retiros esperan: podrás retirar desde el {until}.',
  }),
  withdrawal_address_exists: msg({
    id: 'withdrawal_address_exists',
    message: 'Ya tienes guardada esta dirección.',
  }),
  withdrawal_address_limit: msg({
    id: 'withdrawal_address_limit',
    message: 'Puedes guardar como máximo {max} direcciones: elimina alguna antes.',
  }),
  invalid_address_token: msg({
    id: 'invalid_address_token',
    message:
      'Este enlace no es válido, ya se ha usado o ha caducado. Si la dirección sigue sin confirmar, elimínala y guárdala de nuevo.',
  }),
  email_not_verified: msg({
    id: 'email_not_verified',
    message:
      'Verifica tu correo electrónico para poder retirar: abre el enlace que te enviamos o pide otro en Seguridad.',
  }),
  invalid_verification_token: msg({
    id: 'invalid_verification_token',
    message: 'El enlace de verificación no es válido, ya se ha usado o ha caducado.',
  }),
  email_already_verified: msg({
    id: 'email_already_verified',
    message: 'Tu correo electrónico ya está verificado.',
  }),
  favourite_limit: msg({
    id: 'favourite_limit',
    message: 'Puedes tener como máximo {max} favoritos: quita alguno antes.',
  }),
  offline_favourite_refused: msg({
    id: 'offline_favourite_refused',
    message: 'Sin conexión no se pueden cambiar los favoritos. Conéctate e inténtalo de nuevo.',
  }),
  offline_bet_refused: msg({
    id: 'offline_bet_refused',
    message:
      'Sin conexión no se puede apostar: las cuotas cambian. Conéctate e inténtalo de nuevo.',
  }),
  action_failed: msg({ id: 'action_failed', message: 'No se ha podido completar la acción' }),
  network_error: msg({ id: 'network_error', message: 'Sin conexión. Inténtalo de nuevo.' }),
  passkey_cancelled: msg({
    id: 'passkey_cancelled',
    message:
      'No se ha usado ninguna llave de acceso: se canceló, o este dispositivo o navegador no tiene ninguna.',
  }),
  timeout: msg({ id: 'timeout', message: 'El servidor tarda en responder. Inténtalo de nuevo.' }),
  bad_response: msg({
    id: 'bad_response',
    message: 'La respuesta del servidor no es válida. Recarga la página e inténtalo de nuevo.',
  }),
};

// Places where the general words would not say what failed: there a code may read otherwise.
const MESSAGES_IN_PLACE = {
  push_subscription: {
    network_error: msg`Sin conexión: no se pudieron activar las notificaciones.`,
    action_failed: msg`No se pudieron activar las notificaciones. Inténtalo de nuevo más tarde.`,
  },
} satisfies Record<string, Partial<Record<WordedCode, MessageDescriptor>>>;

export type ErrorPlace = keyof typeof MESSAGES_IN_PLACE;

// values a message may use that the contract fixes, so no caller has to pass them
const CONSTANT_VALUES = { years: MIN_AGE_YEARS };

function isWorded(code: FailureCode): code is WordedCode {
  return Object.hasOwn(MESSAGES, code);
}

/**
 * The text of `code` (a protocol code reads as `action_failed`); `values` fill its placeholders,
 * e.g. `max` for min_value; `place` picks that place's words where it has its own.
 */
export function errorMessage(
  i18n: I18n,
  code: FailureCode,
  values?: Record<string, string | number>,
  place?: ErrorPlace,
): string {
  const words: Record<WordedCode, MessageDescriptor> = {
    ...MESSAGES,
    ...(place && MESSAGES_IN_PLACE[place]),
  };
  const descriptor = words[isWorded(code) ? code : 'action_failed'];
  return i18n._(descriptor.id, { ...CONSTANT_VALUES, ...values }, { message: descriptor.message });
}

/**
 * The text of a failed call's error: its code's words (with the refusal's params, e.g. `max`),
 * `action_failed` for anything else.
 */
export function failureMessage(i18n: I18n, error: unknown): string {
  return error instanceof ApiFailure
    ? errorMessage(i18n, error.code, error.params)
    : errorMessage(i18n, 'action_failed');
}
