/**
 * Auth state (spec 2 §4): not yet checked → anonymous (login screen) or authorized. The account
 * comes from GET /api/accounts/current/ (cookie session); any 401 makes the app anonymous.
 */
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Actor, Role } from '../../domain/core/entity';
import { ApiError } from './api-error';
import { onUnauthorized } from './api';
import { hasSessionHint, setSessionHint } from './session-hint';
import { loadAccountCalls } from './load-account-calls';

export interface Account {
  id: number;
  fullName: string;
  email: string;
  locale: string;
  role: Role;
  department: number | null;
  isSuperAdmin: boolean;
}

export type AuthStatus = 'checking' | 'anonymous' | 'authorized';

export interface AuthState {
  status: AuthStatus;
  account: Account | null;
  refresh(): Promise<void>;
  logout(): Promise<void>;
}

export const currentAccountKey = ['accounts', 'current'] as const;

async function fetchCurrent(): Promise<Account | null> {
  // Never signed in here (or told since that the session ended): no call that can only answer 401.
  if (!hasSessionHint()) return null;
  try {
    const account = await (await loadAccountCalls()).fetchCurrentAccount();
    setSessionHint(true);
    return account;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      setSessionHint(false);
      return null;
    }
    throw error;
  }
}

const AuthContext = createContext<AuthState>({
  status: 'checking',
  account: null,
  refresh: async () => undefined,
  logout: async () => undefined,
});

export function useAuth(): AuthState {
  return useContext(AuthContext);
}

/** The signed-in account; only inside the authorized shell. */
export function useAccount(): Account {
  const { account } = useAuth();
  if (!account) throw new Error('useAccount outside the authorized shell');
  return account;
}

export function actorOfAccount(account: Account | null): Actor | null {
  return account
    ? { id: account.id, role: account.role, isSuperAdmin: account.isSuperAdmin, department: account.department }
    : null;
}

/** A fixed auth state (tests, embedding). */
export function AuthStateProvider({ value, children }: { value: AuthState; children: ReactNode }) {
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: currentAccountKey, queryFn: fetchCurrent, staleTime: Infinity, retry: false });
  useEffect(
    () =>
      onUnauthorized(() => {
        setSessionHint(false);
        queryClient.setQueryData(currentAccountKey, null);
      }),
    [queryClient],
  );
  const state = useMemo<AuthState>(() => {
    const account = current.data ?? null;
    const status: AuthStatus = current.isPending ? 'checking' : account ? 'authorized' : 'anonymous';
    return {
      status,
      account,
      // Called once the person has signed in (or set a password, which signs in).
      refresh: async () => {
        setSessionHint(true);
        await queryClient.invalidateQueries({ queryKey: currentAccountKey });
      },
      logout: async () => {
        try {
          await (await loadAccountCalls()).signOutCall();
        } finally {
          setSessionHint(false);
          // Keep the account query (its observer stays subscribed) and drop everything else.
          queryClient.setQueryData(currentAccountKey, null);
          const key = JSON.stringify(currentAccountKey);
          queryClient.removeQueries({ predicate: (q) => JSON.stringify(q.queryKey) !== key });
        }
      },
    };
  }, [current.data, current.isPending, queryClient]);
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}
