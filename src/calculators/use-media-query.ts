// Whether a CSS media query matches, kept in step with the window (a phone turned sideways).
import { useCallback, useSyncExternalStore } from "react";

/**
 * Below this width the results sit under the form (calculator.css's one-column grid), out of
 * sight while a slider moves: the headline bar keeps them on screen.
 */
export const RESULTS_BELOW_FORM_QUERY = "(max-width: 860px)";

/** One list per query: the page asks on every render (every drag step), and a list follows the window by itself. */
const lists = new Map<string, MediaQueryList>();

function listFor(query: string): MediaQueryList | undefined {
  // jsdom (the component tests) has no matchMedia: it lays nothing out, so the wide layout.
  if (typeof window.matchMedia !== "function") return undefined;
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = listFor(query);
      list?.addEventListener("change", onChange);
      return () => list?.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => listFor(query)?.matches ?? false, () => false);
}
