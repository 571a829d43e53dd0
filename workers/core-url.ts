// Which files of the core a worker fetches (docs/decisions/0224-core-in-two-files.md):
// build/core.wasm, the calculators' arithmetic, at the worker's start; and only when a plan's
// odds are first asked for, the odds engine: build/odds-simd.wasm where the browser has
// WebAssembly SIMD (it runs two paths at a time there, to the same last bit), else
// build/odds.wasm, the scalar build every browser runs. Every worker of a page picks the same
// files, so the page downloads each at most once (docs/odds-engine.md "Speed").
import coreWasmUrl from "../build/core.wasm?url";
import scalarOddsUrl from "../build/odds.wasm?url";
import simdOddsUrl from "../build/odds-simd.wasm?url";
import { simdSupported } from "./core-module";

export const coreUrl: string = coreWasmUrl;
export const oddsCoreUrl: string = simdSupported() ? simdOddsUrl : scalarOddsUrl;
