// Unit tests render pages synchronously: load every English catalogue first, so a page reads
// its words at once instead of suspending (the app shows 'Loading...' for that moment).
import { afterAll, vi } from "vitest";
import { allBundles } from "./all-bundles";

await Promise.all(allBundles().map(({ bundle }) => bundle.load("en")));

// The files of a worker share one global (decision 0247). Each file leaves the timers as it
// found them, and leaves no spy for a later file's vi.restoreAllMocks to put back: a spy stays
// registered after its own mockRestore, and restoring it again would reinstate what it wrapped
// (a fake setTimeout whose clock nothing moves, once fake timers are gone).
// The window's address is shared too: a file that opens a page by its URL
// (history.replaceState('/hi/tools/…')) would leave the next file on a Hindi page, whose requests
// then carry `lang: 'hi'`. Each file starts at the site's root.
if (typeof window !== "undefined") window.history.replaceState(null, "", "/");
const timersAtStart = { setTimeout, clearTimeout, setInterval, clearInterval, Date };
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Object.assign(globalThis, timersAtStart);
});
