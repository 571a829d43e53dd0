import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precachePlugin } from "./src/pwa/precache-plugin.js";

// The .wasm is loaded by the worker through `?url` + WebAssembly.instantiateStreaming (see
// docs/decisions/0002-no-vite-plugin-wasm.md), so no wasm plugin is needed. The worker must be an ES module.
// precachePlugin writes the service worker that keeps the built site offline (src/pwa/). Its
// imports name '.js' (resolved to the .ts files) because Vite's config loader asks for extensions.
// The dev and preview servers send the isolation headers the real server sends
// (server/security-headers.ts), so the Monte Carlo worker pool runs in development too.
const ISOLATION_HEADERS = { "Cross-Origin-Opener-Policy": "same-origin", "Cross-Origin-Embedder-Policy": "require-corp" };

export default defineConfig({
  plugins: [react(), precachePlugin()],
  worker: { format: "es" },
  build: {
    target: "es2022",
    sourcemap: false,
    assetsInlineLimit: 0,
    // dist/.vite/manifest.json: the server names a page's lazy chunks in its HTML from it
    // (server/route-preloads.ts).
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
});
