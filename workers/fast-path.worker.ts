// The fast-path worker (issue 16): its own instance of the core behind the same calc API as the
// calc worker, answering the page's live calculations through a SharedArrayBuffer
// (fast-path-channel.ts) while the page's input handler waits, so a slider step's result is
// drawn in the step's own frame. It does nothing else: it spends its life blocked in
// Atomics.wait, which a worker that must also answer Comlink (the calc worker) could not do.
// The page sends the shared memory once, as the first message.
import coreUrl from "../build/core.wasm?url";
import { createCalcApi } from "./calc-api";
import { serveFastPath, type FastPathMemory } from "./fast-path-channel";
import { fastPathHandler } from "./fast-path-handler";
import { instantiateCore } from "./core-module";

self.addEventListener(
  "message",
  (event: MessageEvent<FastPathMemory>) => {
    const memory = event.data;
    void instantiateCore(fetch(coreUrl)).then((core) => serveFastPath(memory, fastPathHandler(createCalcApi(Promise.resolve(core)))));
  },
  { once: true },
);
