// Which build of the core a worker fetches: build/core-simd.wasm where the browser has
// WebAssembly SIMD (the odds engine runs two paths at a time there, to the same last bit),
// else build/core.wasm, the scalar build every browser runs. Every worker of a page picks the
// same file, so the page downloads one of the two, once (docs/odds-engine.md "Speed").
import scalarCoreUrl from "../build/core.wasm?url";
import simdCoreUrl from "../build/core-simd.wasm?url";
import { simdSupported } from "./core-module";

export const coreUrl: string = simdSupported() ? simdCoreUrl : scalarCoreUrl;
