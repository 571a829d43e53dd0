// Session (spec 1 §3-§4): token and userName in local storage under `token` and `userName`.
// Restored on load only when both exist; login stores both; logout removes both.
// The server is asked about the token only when the visitor uses the account (saving or
// listing plans): if it answers that the token expired or was revoked, `endSession()` logs
// the visitor out and the shell says why. Other tabs follow a log-in or log-out (storage event).
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useHydrated } from "./hydration";

export const TOKEN_KEY = "token";
export const USER_NAME_KEY = "userName";

export interface Session {
  token: string;
  userName: string;
}

function restoredSession(): Session | null {
  if (typeof localStorage === "undefined") return null;
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
  /** The server refused the token (expired or revoked): log out and tell the visitor. */
  endSession(): void;
  /** True after endSession() until the next log-in or dismissSessionEnded(). */
  sessionEnded: boolean;
  dismissSessionEnded(): void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [restored, setSession] = useState<Session | null>(restoredSession);
  // Prerendered pages were built logged out: the stored session shows once hydration is over.
  const session = useHydrated() ? restored : null;
  const [sessionEnded, setSessionEnded] = useState(false);

  const login = useCallback((token: string, userName: string) => {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_NAME_KEY, userName);
    setSession({ token, userName });
    setSessionEnded(false);
  }, []);

  const logout = useCallback(() => {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_NAME_KEY);
    setSession(null);
  }, []);

  const endSession = useCallback(() => {
    logout();
    setSessionEnded(true);
  }, [logout]);

  const dismissSessionEnded = useCallback(() => setSessionEnded(false), []);

  // A log-in or log-out in another tab changes local storage: follow it here.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === TOKEN_KEY || event.key === USER_NAME_KEY) setSession(restoredSession());
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const value = useMemo(
    () => ({ session, login, logout, endSession, sessionEnded, dismissSessionEnded }),
    [session, login, logout, endSession, sessionEnded, dismissSessionEnded],
  );
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
