// The real compiled core (build/core.wasm, made by `npm run build:wasm`), wrapped exactly as
// the worker wraps it.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createCalcApi } from "../../workers/calc-api";
import { instantiateCore } from "../../workers/core-module";

const wasmPath = fileURLToPath(new URL("../../build/core.wasm", import.meta.url));

export function loadCoreBytes(): Uint8Array<ArrayBuffer> {
  try {
    return new Uint8Array(readFileSync(wasmPath));
  } catch {
    throw new Error("build/core.wasm is missing: run `npm run build:wasm` first (npm test does it).");
  }
}

export const corePromise = instantiateCore(loadCoreBytes());
export const calcApi = createCalcApi(corePromise);
