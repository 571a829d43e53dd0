// Builds the calculation core: two modules (docs/decisions/0224-core-in-two-files.md), in two
// steps each (docs/odds-engine.md "Speed"):
//   assembly/index.ts -> build/core.wasm                        the calculators' arithmetic
//   assembly/odds.ts  -> build/odds.wasm, build/odds-simd.wasm   the odds engine, scalar and SIMD
// The calculators have no SIMD code: their build with SIMD enabled came out byte-identical to
// the scalar one, so there is one calculators' file for every browser.
// 1. asc with shrinkLevel 1 (asconfig.json targets release and release-simd). The shrink level
//    is also a compile-time constant of AssemblyScript's standard library: at 1 its Math.exp,
//    log and pow are the table-free musl versions, not the lookup-table ones whose 6 KB of
//    tables were a third of the gzipped core. None of them is in the simulation's hot loop
//    (it has its own exp), and every one is correctly rounded to within an ulp either way.
// 2. Binaryen at optimizeLevel 3, shrinkLevel 0 (full inlining), repeated until the file stops
//    shrinking, as asc's `converge` does: the speed of the old release build, at 14 KB gzip.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import binaryen from "assemblyscript/binaryen";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const ASC = fileURLToPath(new URL("../node_modules/assemblyscript/bin/asc.js", import.meta.url));
const BASE_FEATURES = binaryen.Features.MVP | binaryen.Features.MutableGlobals | binaryen.Features.SignExt | binaryen.Features.NontrappingFPToInt | binaryen.Features.BulkMemory | (binaryen.Features.BulkMemoryOpt ?? 0);

function build(entry, target, file, simd) {
  execFileSync(process.execPath, [ASC, entry, "--target", target, "--outFile", file], { cwd: ROOT, stdio: "inherit" });
  const path = `${ROOT}/${file}`;
  const module = binaryen.readBinary(readFileSync(path));
  module.setFeatures(BASE_FEATURES | (simd ? binaryen.Features.SIMD128 : 0));
  binaryen.setOptimizeLevel(3);
  binaryen.setShrinkLevel(0);
  let size = module.emitBinary().length;
  for (let pass = 0; pass < 8; pass++) {
    module.optimize();
    const next = module.emitBinary().length;
    if (next >= size) break;
    size = next;
  }
  if (!module.validate()) throw new Error(`${file}: binaryen's output does not validate`);
  writeFileSync(path, module.emitBinary());
  module.dispose();
}

build("assembly/index.ts", "release", "build/core.wasm", false);
build("assembly/odds.ts", "release", "build/odds.wasm", false);
build("assembly/odds.ts", "release-simd", "build/odds-simd.wasm", true);
