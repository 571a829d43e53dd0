// The government schemes: marshals calls into assembly/schemes.ts. Scalar slots and column
// orders mirror the constants there; the schemes' fixed terms are set here, once.
import type {
  NpsInputs,
  NpsResult,
  NscInputs,
  NscResult,
  PayoutInputs,
  PayoutResult,
  PpfInputs,
  SchemesApi,
  ScssInputs,
  SsyInputs,
  SsyResult,
  YearlyDepositProjection,
  YearlyDepositResult,
} from "../contracts/schemes";
import { checkedRows, CoreDomainError, readScalars, readTable, resultBuffers, settledValue, type BufferExports, type ResultBuffers } from "../core-buffers";

/** The raw exports of assembly/schemes.ts. */
export interface SchemesCoreExports {
  yearlyDepositPlan(yearlyDeposit: number, annualRatePct: number, depositYears: number, totalYears: number): number;
  payoutPlan(deposit: number, annualRatePct: number, years: number, paymentsPerYear: number): number;
  certificatePlan(amount: number, annualRatePct: number, years: number): number;
  npsPlan(monthlyContribution: number, currentAge: number, exitAge: number, annualReturnPct: number, annuitySharePct: number, annuityRatePct: number): number;
}

type SchemesCore = BufferExports & SchemesCoreExports;

const DEPOSIT_COLUMNS = ["year", "deposit", "interest", "balance", "depositedSoFar"] as const satisfies readonly (keyof YearlyDepositProjection)[];
const PAYOUT_COLUMNS = ["year", "interest", "interestSoFar"] as const satisfies readonly (keyof PayoutResult["projection"])[];
const CERTIFICATE_COLUMNS = ["year", "interest", "accrued", "value"] as const satisfies readonly (keyof NscResult["projection"])[];
const NPS_COLUMNS = ["year", "age", "invested", "value"] as const satisfies readonly (keyof NpsResult["projection"])[];

/** Sukanya Samriddhi: deposits in the first 15 years; the account matures 21 years after opening. */
const SSY_DEPOSIT_YEARS = 15;
const SSY_MATURITY_YEARS = 21;
/** SCSS pays every quarter; the MIS every month, for 5 years; an NSC runs 5 years. */
const SCSS_PAYMENTS_PER_YEAR = 4;
const MIS_PAYMENTS_PER_YEAR = 12;
const MIS_YEARS = 5;
const NSC_YEARS = 5;

/** The core takes whole years as i32 and would truncate a fraction silently: refuse one instead. */
export function wholeYears(years: number, calculation: string): number {
  if (!Number.isInteger(years) || years < 0) throw new CoreDomainError(calculation);
  return years;
}

/** A yearly-deposit plan (PPF, Sukanya Samriddhi) from the last call's scalars and table (the core's, or bench/twins'). */
export function yearlyDepositResult(buffers: ResultBuffers, rows: number): YearlyDepositResult {
  const [invested, interest, total] = readScalars(buffers, 3);
  return { invested, interest, total, projection: readTable(buffers, rows, DEPOSIT_COLUMNS) };
}

function payoutResult(buffers: ResultBuffers, rows: number, deposit: number): PayoutResult {
  const [payout, yearlyInterest, totalInterest, totalReceived] = readScalars(buffers, 4);
  return { deposit, payout, yearlyInterest, totalInterest, totalReceived, projection: readTable(buffers, rows, PAYOUT_COLUMNS) };
}

/** The NPS plan from the last call's scalars and table (the core's, or bench/twins'). */
export function npsResult(buffers: ResultBuffers, rows: number): NpsResult {
  const [invested, gains, corpus, lumpSum, annuityPurchase, monthlyPension] = readScalars(buffers, 6);
  return { invested, gains, corpus, lumpSum, annuityPurchase, monthlyPension, projection: readTable(buffers, rows, NPS_COLUMNS) };
}

export function schemesApi(corePromise: Promise<SchemesCore>): SchemesApi {
  const coreNow = settledValue(corePromise);
  return {
    async ppf({ yearlyDeposit, annualRate, timePeriod }: PpfInputs): Promise<YearlyDepositResult> {
      const core = coreNow() ?? (await corePromise);
      const years = wholeYears(timePeriod, "PPF");
      return yearlyDepositResult(resultBuffers(core), checkedRows(core.yearlyDepositPlan(yearlyDeposit, annualRate, years, years), "PPF"));
    },
    async ssy({ yearlyDeposit, annualRate, girlAge }: SsyInputs): Promise<SsyResult> {
      const core = coreNow() ?? (await corePromise);
      const openingAge = wholeYears(girlAge, "Sukanya Samriddhi");
      const rows = checkedRows(core.yearlyDepositPlan(yearlyDeposit, annualRate, SSY_DEPOSIT_YEARS, SSY_MATURITY_YEARS), "Sukanya Samriddhi");
      return { ...yearlyDepositResult(resultBuffers(core), rows), openingAge, maturityAge: openingAge + SSY_MATURITY_YEARS };
    },
    async scss({ deposit, annualRate, timePeriod }: ScssInputs): Promise<PayoutResult> {
      const core = coreNow() ?? (await corePromise);
      const years = wholeYears(timePeriod, "SCSS");
      return payoutResult(resultBuffers(core), checkedRows(core.payoutPlan(deposit, annualRate, years, SCSS_PAYMENTS_PER_YEAR), "SCSS"), deposit);
    },
    async postOfficeMis({ deposit, annualRate }: PayoutInputs): Promise<PayoutResult> {
      const core = coreNow() ?? (await corePromise);
      return payoutResult(resultBuffers(core), checkedRows(core.payoutPlan(deposit, annualRate, MIS_YEARS, MIS_PAYMENTS_PER_YEAR), "Post Office MIS"), deposit);
    },
    async nsc({ amount, annualRate }: NscInputs): Promise<NscResult> {
      const core = coreNow() ?? (await corePromise);
      const rows = checkedRows(core.certificatePlan(amount, annualRate, NSC_YEARS), "NSC");
      const [invested, interest, total] = readScalars(resultBuffers(core), 3);
      return { invested, interest, total, projection: readTable(resultBuffers(core), rows, CERTIFICATE_COLUMNS) };
    },
    async nps({ monthlyContribution, currentAge, exitAge, annualReturn, annuityShare, annuityRate }: NpsInputs): Promise<NpsResult> {
      const core = coreNow() ?? (await corePromise);
      const age = wholeYears(currentAge, "NPS");
      const exit = wholeYears(exitAge, "NPS");
      const rows = checkedRows(core.npsPlan(monthlyContribution, age, exit, annualReturn, annuityShare, annuityRate), "NPS");
      return npsResult(resultBuffers(core), rows);
    },
  };
}
