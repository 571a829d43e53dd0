import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The .wasm is loaded by the worker through `?url` + WebAssembly.instantiateStreaming (see
// docs/decisions/0002-no-vite-plugin-wasm.md), so no wasm plugin is needed. The worker must be an ES module.
// The service worker that keeps the built site offline is written after the prerender
// (scripts/prerender.ts, src/pwa/write-service-worker.ts), once every page is in dist/.
// `vite build --ssr src/entry-server.tsx` (npm run build) builds the app for that prerender into
// build/ssr/: the same modules, for Node.
// The dev and preview servers send the isolation headers the real server sends
// (server/security-headers.ts), so the Monte Carlo worker pool runs in development too.
const ISOLATION_HEADERS = { "Cross-Origin-Opener-Policy": "same-origin", "Cross-Origin-Embedder-Policy": "require-corp" };

/** The prerender's build of the app (npm run build: `vite build --ssr src/entry-server.tsx`). */
const SSR_BUILD = { outDir: "build/ssr", emptyOutDir: true, target: "node20", sourcemap: false, minify: false, copyPublicDir: false };

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  worker: { format: "es" },
  build: isSsrBuild
    ? SSR_BUILD
    : {
        target: "es2022",
        sourcemap: false,
        assetsInlineLimit: 0,
        // One stylesheet for the whole site (about 8 KB gzip): each page blocks its first paint
        // on one request instead of up to five, and a later navigation needs no stylesheet
        // (docs/decisions/0185-one-stylesheet.md).
        cssCodeSplit: false,
        // dist/.vite/manifest.json: the prerender names each page's chunks and stylesheets in
        // its HTML from it (scripts/prerender/asset-tags.ts).
        manifest: true,
        // Every module the entry imports statically ($initial) in one chunk: otherwise Rolldown splits
        // six small shared chunks out of the entry, seven requests before the first paint (docs/decisions/0015-entry-as-one-file.md).
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name: "index", tags: ["$initial"] }] },
          },
        },
      },
  server: {
    proxy: { "/api": "http://127.0.0.1:8080" },
    headers: ISOLATION_HEADERS,
  },
  preview: { headers: ISOLATION_HEADERS },
}));
