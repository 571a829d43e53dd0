// Whether this render is hydrating HTML prerendered at build (scripts/prerender.ts). The first
// render over prerendered HTML must produce exactly what the build did, which knew nothing of
// the visitor: no stored theme, no session, no URL query. A component that shows any of those
// renders the build's version while hydrating and its own straight after (React re-renders a
// useSyncExternalStore whose client snapshot differs from its server snapshot, with no
// mismatch). A page rendered on the client alone (a later navigation) is never "hydrating".
import { useEffect, useRef, useState, useSyncExternalStore } from "react";

const subscribe = () => () => undefined;
const onClient = () => true;
const onServer = () => false;

/** False while rendering on the server or hydrating its HTML; true in every later render. */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, onClient, onServer);
}

/**
 * A starting value the browser knows and the build did not (the page's query: a link's inputs).
 * The first render uses `read()`, except on the server and while hydrating, where it uses
 * `asBuilt()` (what the prerendered HTML shows); in that case `takeIn(read())` is called once,
 * just after hydration, so the page takes the value in as a fresh page would have at once.
 */
export function useStartingValue<T>(read: () => T, asBuilt: () => T, takeIn: (value: T) => void): T {
  const hydrated = useHydrated();
  const [initial] = useState(() => (hydrated ? read() : asBuilt()));
  const pending = useRef(!hydrated);
  const calls = useRef({ read, takeIn });
  useEffect(() => {
    calls.current = { read, takeIn };
  });
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    calls.current.takeIn(calls.current.read());
  }, []);
  return initial;
}
