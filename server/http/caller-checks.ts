// How bindCall reaches the modules' checks of a caller without importing them: createApp builds
// them once per app and this middleware puts them on every API request's context.
import type { Context, MiddlewareHandler } from 'hono';
import type { Authenticator } from './authentication';
import type { ProviderVerifier } from './request-signature';

export interface CallerChecks {
  authenticator: Authenticator;
  providers: ProviderVerifier;
}

declare module 'hono' {
  interface ContextVariableMap {
    callerChecks: CallerChecks;
  }
}

/** Hands `checks` to the calls bound after it. */
export function provideCallerChecks(checks: CallerChecks): MiddlewareHandler {
  return (c, next) => {
    c.set('callerChecks', checks);
    return next();
  };
}

export function callerChecksOf(c: Context): CallerChecks {
  const checks = c.get('callerChecks') as CallerChecks | undefined;
  if (!checks) throw new Error('no caller checks: the app must use provideCallerChecks');
  return checks;
}
