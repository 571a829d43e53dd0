// The calculation worker. Comlink.expose() runs synchronously at module start: a worker that
// awaited the wasm first would miss the page's first call for ever (STACK.md). Each method
// awaits the instantiated core itself. The calculators' core is fetched at once; the odds
// engine's module when the first odds request comes, except in an odds pool's worker (named
// odds-N by src/core/odds-pool.ts), which exists for nothing else and starts fetching it at once.
import * as Comlink from "comlink";
import { coreUrl, oddsCoreUrl } from "./core-url";
import type { CalcApi } from "./calc-contract";
import { createCalcApi, transferablesOf } from "./calc-api";
import { instantiateCore, instantiateOddsCore } from "./core-module";

const loadOddsCore = () => instantiateOddsCore(fetch(oddsCoreUrl));
let early = self.name.startsWith("odds-") ? loadOddsCore() : undefined;
early?.catch(() => undefined);
const api = createCalcApi(instantiateCore(fetch(coreUrl)), () => {
  const started = early;
  early = undefined;
  return started ?? loadOddsCore();
});

type Method = (...args: never[]) => Promise<unknown>;

// Every reply's columns are transferred, not copied, to the main thread.
const exposed = Object.fromEntries(
  Object.entries(api as unknown as Record<string, Method>).map(([name, method]) => [
    name,
    async (...args: never[]) => {
      const result = await method(...args);
      return Comlink.transfer(result, transferablesOf(result));
    },
  ]),
) as unknown as CalcApi;

Comlink.expose(exposed);
