// The only module that creates the calculation worker and talks to it (through Comlink).
// The worker is created on first use, so pages without a calculator never load it.
import * as Comlink from "comlink";
import type { CalcApi } from "../../workers/calc-contract";

export type CalcClient = Comlink.Remote<CalcApi>;

let client: CalcClient | undefined;
let failure: Promise<never> | undefined;

export class CalcWorkerError extends Error {
  constructor() {
    super("The calculator could not start. Please reload the page.");
    this.name = "CalcWorkerError";
  }
}

export function calcClient(): CalcClient {
  if (!client) {
    const worker = new Worker(new URL("../../workers/calc.worker.ts", import.meta.url), { type: "module", name: "calc" });
    // Comlink's promises never settle if the worker script itself fails to load; this
    // promise rejects then, so a page can race its call against it (see whenWorkerFails).
    failure = new Promise<never>((_, reject) => {
      worker.addEventListener("error", () => reject(new CalcWorkerError()), { once: true });
    });
    failure.catch(() => undefined);
    client = Comlink.wrap<CalcApi>(worker);
  }
  return client;
}

/** Settles only if the worker failed to start: race a call against it. */
export function whenWorkerFails(): Promise<never> {
  calcClient();
  return failure ?? new Promise<never>(() => undefined);
}
