import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The .wasm is loaded by the worker through `?url` + WebAssembly.instantiateStreaming (see
// README, "Architecture notes"), so no wasm plugin is needed. The worker must be an ES module.
export default defineConfig({
  plugins: [react()],
  worker: { format: "es" },
  build: {
    target: "es2022",
    sourcemap: false,
    assetsInlineLimit: 0,
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:8080" },
  },
});
