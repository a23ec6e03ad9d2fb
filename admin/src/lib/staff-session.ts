import { useSyncExternalStore } from 'react';
import type * as v from 'valibot';
import type { staffMember } from '../../../contract/operator/staff';

export type StaffMember = v.InferOutput<typeof staffMember>;

/** The signed-in staff member and their token, kept for this tab only (sessionStorage). */
export interface StaffSession {
  token: string;
  staff: StaffMember;
}

const STORAGE_KEY = 'admin.session';
const listeners = new Set<() => void>();
let current: StaffSession | null = read();

function read(): StaffSession | null {
  try {
    const saved = sessionStorage.getItem(STORAGE_KEY);
    return saved ? (JSON.parse(saved) as StaffSession) : null;
  } catch {
    return null;
  }
}

export function getStaffSession(): StaffSession | null {
  return current;
}

export function setStaffSession(session: StaffSession | null): void {
  current = session;
  if (session) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  else sessionStorage.removeItem(STORAGE_KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `onChange` with the session each time it changes. */
export function subscribeStaffSession(onChange: (session: StaffSession | null) => void) {
  return subscribe(() => onChange(current));
}

export function useStaffSession(): StaffSession | null {
  return useSyncExternalStore(subscribe, getStaffSession);
}
