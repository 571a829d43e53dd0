/// <reference types="vite/client" />
// The build-time settings the app reads (only through src/lib/config.ts).
interface ImportMetaEnv {
  /** Where the API lives; `/api` on the same origin when unset (DESIGN.md, "Server"). */
  readonly VITE_API_BASE?: string;
}
