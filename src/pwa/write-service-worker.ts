// Build step (runs in Node, at the end of scripts/prerender.ts, once dist/ holds every file of
// the site, its prerendered pages included): list the files to keep offline with their
// revisions and build the service worker (service-worker.ts) into dist/sw.js with that list
// written into it. Any change to any file changes sw.js, which is how a browser learns that
// there is a new version (it compares the script byte for byte).
import { readdir, readFile } from "node:fs/promises";
import { join, relative, resolve, sep } from "node:path";
import { build } from "vite";
import { buildManifest, revisionOf, SERVICE_WORKER_URL } from "./precache-rules";

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"));
}

/** Writes `outDir`/sw.js for the files now in `outDir`; returns how many it keeps offline and the version. */
export async function writeServiceWorker(root: string, outDir: string, target: string): Promise<{ files: number; version: string }> {
  const files = new Map<string, string>();
  for (const path of await filesUnder(outDir)) files.set(path, await revisionOf(await readFile(join(outDir, path))));
  const manifest = await buildManifest(files);
  // A separate build: the service worker is one classic script with no imports, outside
  // the app's chunk graph, at a fixed name (its scope is the folder it is served from).
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    publicDir: false,
    define: { __PRECACHE_MANIFEST__: JSON.stringify(manifest) },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target,
      sourcemap: false,
      minify: true,
      lib: {
        entry: resolve(root, "src/pwa/service-worker.ts"),
        formats: ["iife"],
        name: "senseLifeServiceWorker",
        fileName: () => SERVICE_WORKER_URL.slice(1),
      },
    },
  });
  return { files: manifest.entries.length, version: manifest.version };
}
