// Starts offline use (src/pwa/README.md) once the page has loaded and the visitor has left its
// inputs alone for a moment: the registration code is a separate chunk fetched then, so the entry
// chunk grows by these few lines only. Not in development, where Vite serves files that change
// on every edit and there is no /sw.js.

/**
 * How long the visitor must leave the page's inputs alone before offline use starts. A first
 * visit's install fetches and stores this version's files, every page of the visitor's language
 * among them: about two seconds of the browser's own threads. Started at load, it ran beside a
 * slider dragged at once, and on the bench's two cores at 4x CPU the drag had tasks of 54-84 ms,
 * seven of eight in its first nine steps (docs/decisions/0260-offline-install-waits-for-a-pause.md).
 */
export const QUIET_BEFORE_OFFLINE_MS = 2_000;

/** What counts as the visitor at work: a press, a key, a field's value changing (a slider dragged). */
const VISITOR_INPUT = ["pointerdown", "keydown", "input"] as const;

/** Runs `run` once `target` has gone `quietMs` without the visitor's input; each input starts the wait again. */
export function whenVisitorRests(run: () => void, target: EventTarget = window, quietMs = QUIET_BEFORE_OFFLINE_MS): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const rested = () => {
    for (const type of VISITOR_INPUT) target.removeEventListener(type, restart, { capture: true });
    run();
  };
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(rested, quietMs);
  };
  for (const type of VISITOR_INPUT) target.addEventListener(type, restart, { capture: true, passive: true });
  restart();
}

export function startOfflineSupport(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => void import("./register").then(({ registerServiceWorker }) => registerServiceWorker());
  const start = () => whenVisitorRests(register);
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
