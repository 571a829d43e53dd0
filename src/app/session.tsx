// Session (spec 1 §3-§4): token and userName in local storage under `token` and `userName`.
// Restored on load only when both exist; login stores both; logout removes both.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

export const TOKEN_KEY = "token";
export const USER_NAME_KEY = "userName";

export interface Session {
  token: string;
  userName: string;
}

function restoredSession(): Session | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const userName = localStorage.getItem(USER_NAME_KEY);
    return token !== null && userName !== null ? { token, userName } : null;
  } catch {
    return null;
  }
}

interface SessionContextValue {
  session: Session | null;
  login(token: string, userName: string): void;
  logout(): void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(restoredSession);

  const login = useCallback((token: string, userName: string) => {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_NAME_KEY, userName);
    setSession({ token, userName });
  }, []);

  const logout = useCallback(() => {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_NAME_KEY);
    setSession(null);
  }, []);

  const value = useMemo(() => ({ session, login, logout }), [session, login, logout]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession needs a SessionProvider");
  return value;
}

/** The greeting name: the stored user name, or 'User' if it is empty (spec 1 §2). */
export function greetingName(session: Session): string {
  return session.userName.trim() || "User";
}
