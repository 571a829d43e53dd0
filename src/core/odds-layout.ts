// The layout of the SharedArrayBuffer a worker pool hands its workers for a simulation
// (workers/api/monte-carlo.ts oddsSharedBytes): per path, the yearly balances for up to 100
// years, nominal and in today's rupees, then the path's need and event; 8 bytes each.
// tests/wasm/monte-carlo.test.ts checks this against the worker's own figure.
const ODDS_MAX_YEARS = 100;
export const ODDS_SHARED_BYTES_PER_PATH = (2 * ODDS_MAX_YEARS + 2) * Float64Array.BYTES_PER_ELEMENT;
