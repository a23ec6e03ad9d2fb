import { createStore } from './create-store';

const TOKEN_KEY = 'casino.auth.token';

/** The signed-in state: the access token (kept with a prefix in local storage). */
export const session = createStore<{ token: string | null }>({ token: readToken() });

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string | null): void {
  if (token) localStorage.setItem(TOKEN_KEY, token);
  else localStorage.removeItem(TOKEN_KEY);
  session.set({ token });
}

export const useIsLoggedIn = () => session.useStore((state) => state.token !== null);
