// The fast-path worker: its own instance of the core behind the same calc API as the
// calc worker, answering the page's live calculations through a SharedArrayBuffer
// (fast-path-channel.ts) while the page's input handler waits, so a slider step's result is
// drawn in the step's own frame. It does nothing else: it spends its life blocked in
// Atomics.wait, which a worker that must also answer Comlink (the calc worker) could not do.
// The page sends the shared memory once, as the first message.
import { coreUrl, oddsCoreUrl } from "./core-url";
import { createCalcApi } from "./calc-api";
import { serveFastPath, type FastPathMemory } from "./fast-path-channel";
import { fastPathHandler } from "./fast-path-handler";
import { instantiateCore, instantiateOddsCore } from "./core-module";

const LOAD_SETTLE_LIMIT_MS = 2_000;

/**
 * Once blocked in Atomics.wait the worker never runs another task, and the end of the .wasm's
 * download is reported through one: left pending, the page's network never goes idle (the
 * browser tests' networkidle waits for ever). So wait, on the event loop, until the download's
 * resource timing entry says it has finished.
 */
async function downloadSettled(url: string): Promise<void> {
  const absolute = new URL(url, self.location.href).href;
  const deadline = performance.now() + LOAD_SETTLE_LIMIT_MS;
  while (!performance.getEntriesByName(absolute).length && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
}

self.addEventListener(
  "message",
  (event: MessageEvent<FastPathMemory>) => {
    const memory = event.data;
    void instantiateCore(fetch(coreUrl))
      .then(async (core) => {
        await downloadSettled(coreUrl);
        return core;
      })
      // The fast path answers calculators only; the odds module would be fetched only if asked.
      .then((core) => serveFastPath(memory, fastPathHandler(createCalcApi(Promise.resolve(core), () => instantiateOddsCore(fetch(oddsCoreUrl))))));
  },
  { once: true },
);
