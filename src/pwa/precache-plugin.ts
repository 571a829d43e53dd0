// Build step (runs in Node, from vite.config.ts): once Vite has written dist/, list the files to
// keep offline with their revisions and build the service worker (service-worker.ts) into
// dist/sw.js with that list written into it. Any change to any file changes sw.js, which is how
// a browser learns that there is a new version (it compares the script byte for byte).
import { readdir, readFile } from "node:fs/promises";
import { join, relative, resolve, sep } from "node:path";
import { build, type Plugin, type ResolvedConfig } from "vite";
import { buildManifest, revisionOf, SERVICE_WORKER_URL } from "./precache-rules.js";

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"));
}

export function precachePlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "sense-life:precache",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const files = new Map<string, string>();
      for (const path of await filesUnder(outDir)) files.set(path, await revisionOf(await readFile(join(outDir, path))));
      const manifest = await buildManifest(files);
      // A separate build: the service worker is one classic script with no imports, outside
      // the app's chunk graph, at a fixed name (its scope is the folder it is served from).
      await build({
        configFile: false,
        root: config.root,
        logLevel: "warn",
        publicDir: false,
        define: { __PRECACHE_MANIFEST__: JSON.stringify(manifest) },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: config.build.target,
          sourcemap: false,
          minify: true,
          lib: {
            entry: resolve(config.root, "src/pwa/service-worker.ts"),
            formats: ["iife"],
            name: "senseLifeServiceWorker",
            fileName: () => SERVICE_WORKER_URL.slice(1),
          },
        },
      });
      config.logger.info(`offline cache: ${manifest.entries.length} files, version ${manifest.version}, ${SERVICE_WORKER_URL} written`);
    },
  };
}
