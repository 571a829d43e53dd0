// The real compiled core (build/core.wasm and build/odds.wasm, made by `npm run build:wasm`),
// wrapped exactly as the worker wraps it: the calculators' module at once, the odds module
// when the first odds request asks for it.
import { createCalcApi } from "../../workers/calc-api";
import { instantiateCore, instantiateOddsCore, type CoreExports, type OddsCoreExports } from "../../workers/core-module";
import { loadCoreBytes, loadOddsBytes } from "./load-core-bytes";

export { loadCoreBytes, loadOddsBytes };
export const corePromise = instantiateCore(loadCoreBytes());
let oddsModule: Promise<OddsCoreExports> | undefined;
/** The odds module behind calcApi (instantiated on first use). */
export function oddsCorePromise(): Promise<OddsCoreExports> {
  oddsModule ??= instantiateOddsCore(loadOddsBytes());
  return oddsModule;
}
export const calcApi = createCalcApi(corePromise, oddsCorePromise);

/** A fresh API over its own instances of both modules (odds: the scalar build unless given). */
export function freshCalcApi(oddsBytes: () => Uint8Array<ArrayBuffer> = loadOddsBytes): { core: Promise<CoreExports>; calcApi: ReturnType<typeof createCalcApi> } {
  const core = instantiateCore(loadCoreBytes());
  return { core, calcApi: createCalcApi(core, () => instantiateOddsCore(oddsBytes())) };
}
