// The contract between the UI and the calculation worker, written once as types and
// imported by both sides (`import type` only on the UI side). Each family of calculations
// has its file in contracts/; CalcApi is their union, so adding a calculation fails to
// compile until the core wrapper (api/<family>.ts) and the UI agree on it.
import type { CroreApi } from "./contracts/crore";
import type { DebtApi } from "./contracts/debt";
import type { GoalsApi } from "./contracts/goals";
import type { GrowthApi } from "./contracts/growth";
import type { LoansApi } from "./contracts/loans";
import type { PlanOddsApi } from "./contracts/odds-plan";
import type { RetirementApi } from "./contracts/retirement";
import type { SchemesApi } from "./contracts/schemes";
import type { TaxApi } from "./contracts/tax";
import type { ReturnsApi } from "./contracts/returns";
import type { SalaryApi } from "./contracts/salary";

export type * from "./contracts/goals";
export type * from "./contracts/growth";
export type * from "./contracts/retirement";
export type * from "./contracts/loans";
export type * from "./contracts/crore";
export type * from "./contracts/debt";
export type * from "./contracts/schemes";
export type * from "./contracts/tax";
export type * from "./contracts/salary";
export type * from "./contracts/returns";
export type * from "./contracts/odds-plan";

export type CalcApi = GrowthApi & GoalsApi & RetirementApi & LoansApi & CroreApi & DebtApi & SchemesApi & TaxApi & SalaryApi & ReturnsApi & PlanOddsApi;
