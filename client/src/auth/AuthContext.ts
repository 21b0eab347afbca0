import { createContext, useContext } from 'react';
import type { UserManager } from 'oidc-client-ts';

export const AuthContext = createContext<UserManager | null>(null);

export function useUserManager(): UserManager {
  const um = useContext(AuthContext);
  if (!um) throw new Error('useUserManager outside <AuthContext>');
  return um;
}
