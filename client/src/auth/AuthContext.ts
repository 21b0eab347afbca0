import { createContext, useContext } from 'react';
import type { Session } from './session';

export const AuthContext = createContext<Session | null>(null);

/** The customer's sign-in (its OIDC client loads when asked for). */
export function useSession(): Session {
  const session = useContext(AuthContext);
  if (!session) throw new Error('useSession outside <AuthContext>');
  return session;
}

/**
 * Who is signed in in this browser (the identity provider's subject), for what the browser keeps of one customer
 * (the upload queue); null when unknown or outside <AuthContext>.
 */
export function useSubject(): string | null {
  return useContext(AuthContext)?.storedUser()?.subject ?? null;
}
