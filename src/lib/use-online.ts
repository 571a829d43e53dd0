// Whether the browser says it has a network connection: navigator.onLine, followed through
// the 'online' and 'offline' events. The forms that need our server (contact, the AI panels)
// use it to say so plainly, and to keep what was typed instead of failing a request.
import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/**
 * False only when the browser knows it is offline. (True does not promise the server is
 * reachable: a request may still fail, and then the form's own failure message shows.)
 */
export function isOnline(): boolean {
  return typeof navigator === "undefined" || navigator.onLine !== false;
}

/** Re-renders when the connection comes or goes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
