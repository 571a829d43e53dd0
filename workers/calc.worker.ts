// The calculation worker. Comlink.expose() runs synchronously at module start: a worker that
// awaited the wasm first would miss the page's first call for ever (STACK.md). Each method
// awaits the instantiated core itself.
import * as Comlink from "comlink";
import { coreUrl } from "./core-url";
import type { CalcApi } from "./calc-contract";
import { createCalcApi, transferablesOf } from "./calc-api";
import { instantiateCore } from "./core-module";

const api = createCalcApi(instantiateCore(fetch(coreUrl)));

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
