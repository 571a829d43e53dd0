// The kernels the bench times: each calculation of assembly/, called through the worker's API,
// and its plain-TypeScript reference from tests/reference, with the same inputs. A new core
// calculation joins the suite with one entry here.
import type { CalcApi } from "../workers/calc-contract";
import { sipReference } from "../tests/reference/growth";

export interface Kernel {
  name: string;
  wasm(api: CalcApi): Promise<unknown>;
  reference(): unknown;
}

export const KERNELS: readonly Kernel[] = [
  {
    name: "SIP projection, 30 years",
    wasm: (api) => api.sip({ monthlyInvestment: 10_000, annualRate: 12, timePeriod: 30 }),
    reference: () => sipReference(10_000, 12, 30),
  },
];
