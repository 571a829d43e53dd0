// The bytes of the real compiled core, made by `npm run build:wasm`: build/core.wasm (the
// scalar build, which every browser runs) and build/core-simd.wasm (the same core with the odds
// engine's SIMD paths, which browsers with WebAssembly SIMD get; docs/odds-engine.md).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { simdSupported } from "../../workers/core-module";

function loadBuild(file: string): Uint8Array<ArrayBuffer> {
  try {
    return new Uint8Array(readFileSync(fileURLToPath(new URL(`../../build/${file}`, import.meta.url))));
  } catch {
    throw new Error(`build/${file} is missing: run \`npm run build:wasm\` first (npm test does it).`);
  }
}

export function loadCoreBytes(): Uint8Array<ArrayBuffer> {
  return loadBuild("core.wasm");
}

export function loadSimdCoreBytes(): Uint8Array<ArrayBuffer> {
  return loadBuild("core-simd.wasm");
}

/** The build a page's worker would fetch on this engine (workers/core-url.ts): SIMD where it runs. */
export function loadPageCoreBytes(): Uint8Array<ArrayBuffer> {
  return simdSupported() ? loadSimdCoreBytes() : loadCoreBytes();
}
