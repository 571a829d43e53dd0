// Lint: the boundaries between the layers (STYLE.md, "Rules of thumb" 3) as errors whose
// messages say why, plus the recommended TypeScript and React hooks rules.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const restricted = (patterns) => ["error", { patterns }];

export default tseslint.config(
  { ignores: ["dist/", "build/", "node_modules/", "assembly/", "bench/results/", "coverage/"] },
  js.configs.recommended,
  {
    files: ["scripts/**/*.mjs", "bench/**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "no-restricted-globals": [
        "error",
        { name: "fetch", message: "Calls to our API go through src/lib/api-client.ts, the only module that uses fetch." },
      ],
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": restricted([
        { group: ["**/server/**", "**/server"], message: "The browser app never imports the server: talk to it through src/lib/api-client.ts." },
        { group: ["**/assembly/**"], message: "The app reaches the core only through the worker (src/core/calc-client.ts)." },
        {
          group: ["**/workers/*", "!**/workers/calc-contract", "!**/workers/fast-path-channel"],
          message: "The app imports only the worker's contract (as types) and the fast path's channel (its wire format, no calculation).",
        },
        { group: ["**/workers/calc-contract"], allowTypeImports: true, message: "Import the worker contract with `import type`: only src/core/calc-client.ts starts the worker." },
      ]),
    },
  },
  {
    // The service worker is the network layer under every request, not a caller of our API.
    files: ["src/lib/api-client.ts", "src/pwa/service-worker.ts", "src/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-globals": "off" },
  },
  {
    files: ["workers/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": restricted([
        { group: ["**/src/**"], message: "The worker never imports the UI: the contract lives in workers/calc-contract.ts." },
        { group: ["**/server/**"], message: "The worker never imports the server." },
      ]),
    },
  },
  {
    // The crisis check is shared by the server and the browser: it must stay importable by both.
    files: ["crisis/**/*.ts"],
    ignores: ["crisis/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": restricted([
        {
          group: ["**/src/**", "**/server/**", "**/workers/**", "**/assembly/**"],
          message: "crisis/ is shared by the server and the browser: it imports nothing from either side, the worker or the core.",
        },
      ]),
    },
  },
  {
    files: ["server/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": restricted([
        { group: ["**/src/**", "**/workers/**", "**/assembly/**"], message: "The server stands alone: it imports nothing from the browser app, the worker or the core." },
      ]),
    },
  },
);
