// Whether a CSS media query matches, kept in step with the window (a phone turned sideways).
import { useCallback, useSyncExternalStore } from "react";

/**
 * Below this width the results sit under the form (calculator.css's one-column grid), out of
 * sight while a slider moves: the headline bar keeps them on screen.
 */
export const RESULTS_BELOW_FORM_QUERY = "(max-width: 860px)";

function matches(query: string): boolean {
  // jsdom (the component tests) has no matchMedia: it lays nothing out, so the wide layout.
  return typeof window.matchMedia === "function" && window.matchMedia(query).matches;
}

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== "function") return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => matches(query), () => false);
}
