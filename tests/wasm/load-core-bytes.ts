// The bytes of the real compiled core (build/core.wasm, made by `npm run build:wasm`).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const wasmPath = fileURLToPath(new URL("../../build/core.wasm", import.meta.url));

export function loadCoreBytes(): Uint8Array<ArrayBuffer> {
  try {
    return new Uint8Array(readFileSync(wasmPath));
  } catch {
    throw new Error("build/core.wasm is missing: run `npm run build:wasm` first (npm test does it).");
  }
}
