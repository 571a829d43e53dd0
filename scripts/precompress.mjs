#!/usr/bin/env node
// Writes .gz and .br beside every compressible file of dist/ once, at build time, so the server
// sends compressed files without compressing on each request (server/site.ts, preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = process.argv[2] ?? "dist";
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|wasm|txt|webmanifest)$/;
const MIN_BYTES = 1024;

let written = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) walk(path);
    else if (COMPRESSIBLE.test(name) && stat.size >= MIN_BYTES) {
      const bytes = readFileSync(path);
      writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      written++;
    }
  }
}
walk(root);
console.log(`precompressed ${written} files in ${root}/`);
