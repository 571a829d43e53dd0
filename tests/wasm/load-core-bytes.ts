// The bytes of the real compiled core, made by `npm run build:wasm`: build/core.wasm (the
// calculators' arithmetic, which every browser runs) and the odds engine's module in its two
// builds, build/odds.wasm (scalar) and build/odds-simd.wasm (the Monte Carlo paths two at a
// time, for browsers with WebAssembly SIMD; docs/odds-engine.md).
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

export function loadOddsBytes(): Uint8Array<ArrayBuffer> {
  return loadBuild("odds.wasm");
}

export function loadSimdOddsBytes(): Uint8Array<ArrayBuffer> {
  return loadBuild("odds-simd.wasm");
}

/** The odds build a page's worker would fetch on this engine (workers/core-url.ts): SIMD where it runs. */
export function loadPageOddsBytes(): Uint8Array<ArrayBuffer> {
  return simdSupported() ? loadSimdOddsBytes() : loadOddsBytes();
}
