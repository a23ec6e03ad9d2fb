// The browser side of passkeys (docs/account-security.md): the server's options handed to
// navigator.credentials through @simplewebauthn/browser (loaded when first needed), and the
// browser's answer sent back. A ceremony the browser does not complete (the player cancelled, no
// passkey on the device, no WebAuthn) is an ApiFailure `passkey_cancelled`, shown like any other.
import {
  passkeyLogin,
  passkeyLoginOptions,
  passkeyRegister,
  passkeyRegisterOptions,
  passkeyStepUp,
  passkeyStepUpOptions,
} from '../../contract/passkeys';
import { ApiFailure, callApi } from './api-client';

const browserApi = () => import('@simplewebauthn/browser');

/** Whether this browser can make and use passkeys at all (WebAuthn and a secure context). */
export function canUsePasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

async function ceremony<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch {
    throw new ApiFailure(0, 'passkey_cancelled');
  }
}

/** Creates a passkey on this device and saves it under `name`. */
export async function createPasskey(name: string) {
  const { startRegistration } = await browserApi();
  const { options } = await callApi(passkeyRegisterOptions, {});
  const response = await ceremony(() => startRegistration({ optionsJSON: options }));
  return (await callApi(passkeyRegister, { name, response })).passkey;
}

/** Logs in with a passkey the browser offers: the access token of the new session. */
export async function logInWithPasskey(): Promise<string> {
  const { startAuthentication } = await browserApi();
  const { options } = await callApi(passkeyLoginOptions, {});
  const response = await ceremony(() => startAuthentication({ optionsJSON: options }));
  return (await callApi(passkeyLogin, { response })).accessToken;
}

/** Confirms with one of the player's passkeys: a token that stands for a TOTP code once. */
export async function passkeyStepUpToken(): Promise<string> {
  const { startAuthentication } = await browserApi();
  const { options } = await callApi(passkeyStepUpOptions, {});
  const response = await ceremony(() => startAuthentication({ optionsJSON: options }));
  return (await callApi(passkeyStepUp, { response })).stepUpToken;
}
