// The fast-path worker's Node twin for tests/wasm/fast-path.test.ts: the same channel, the same
// handler, the same calc API over the real compiled core, in a worker thread. One method is
// added for the test alone: 'testHold' keeps the worker busy until the test releases it (a
// word in a second shared buffer), as a long call would.
import { workerData } from "node:worker_threads";
import { createCalcApi } from "../../workers/calc-api";
import { instantiateCore, instantiateOddsCore } from "../../workers/core-module";
import { serveFastPath, type FastPathMemory } from "../../workers/fast-path-channel";
import { fastPathHandler } from "../../workers/fast-path-handler";
import { loadCoreBytes, loadOddsBytes } from "./load-core-bytes";

const { memory, hold } = workerData as { memory: FastPathMemory; hold: SharedArrayBuffer };
const held = new Int32Array(hold);
const core = await instantiateCore(loadCoreBytes());
const handle = fastPathHandler(createCalcApi(Promise.resolve(core), () => instantiateOddsCore(loadOddsBytes())));

void serveFastPath(memory, (method, args) => {
  if (method !== "testHold") return handle(method, args);
  while (Atomics.load(held, 0) === 0) Atomics.wait(held, 0, 0);
  return "released";
});
