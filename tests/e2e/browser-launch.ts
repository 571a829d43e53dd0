// Debian's Chromium and the flags this closed network needs (STACK.md). No test tool downloads a
// browser here.

/** The full browser: the bench measures what a visitor's Chromium does. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser tests' Chromium: Debian's headless shell, the same Blink and V8 as the full
 * browser without its window and profile layers (what Playwright itself runs for headless
 * tests). It runs the suite's pages for about a sixth less time (decision 0240).
 */
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
