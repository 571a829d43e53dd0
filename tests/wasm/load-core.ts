// The real compiled core (build/core.wasm, made by `npm run build:wasm`), wrapped exactly as
// the worker wraps it.
import { createCalcApi } from "../../workers/calc-api";
import { instantiateCore } from "../../workers/core-module";
import { loadCoreBytes } from "./load-core-bytes";

export { loadCoreBytes };
export const corePromise = instantiateCore(loadCoreBytes());
export const calcApi = createCalcApi(corePromise);
