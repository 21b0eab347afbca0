import { createContext, useContext } from 'react';
import type { Session } from './session';

export const AuthContext = createContext<Session | null>(null);

/** The customer's sign-in (its OIDC client loads when asked for). */
export function useSession(): Session {
  const session = useContext(AuthContext);
  if (!session) throw new Error('useSession outside <AuthContext>');
  return session;
}
