// The growth family's part of the worker contract: SIP, lumpsum, FD, RD, compounding, SIP
// need, difference in returns, inflation and delay cost. Imported by the UI only as types,
// through workers/calc-contract.ts. Rates are annual percentages (12 means 12%); periods in
// years become round(years × 12) months unless a member says otherwise.

/** How a SIP's instalment rises once a year, at months 13, 25, ...: not at all, by a percentage or by a fixed amount. */
export type StepUpMode = "none" | "percent" | "amount";

export interface SipInputs {
  /** The instalment of the first year (of every year without a step-up). */
  monthlyInvestment: number;
  /** Annual return, percent (12 means 12%). */
  annualRate: number;
  /** Years; months = round(years × 12). */
  timePeriod: number;
  /** 'none' when absent. */
  stepUpMode?: StepUpMode;
  /** Percent of the previous year's instalment (mode percent) or rupees (mode amount) added each year; 0 when absent. */
  stepUpValue?: number;
}

export interface LumpsumInputs {
  initialInvestment: number;
  annualRate: number;
  timePeriod: number;
}

export interface FdInputs {
  principal: number;
  annualRate: number;
  timePeriod: number;
}

export interface RdInputs {
  monthlyDeposit: number;
  annualRate: number;
  timePeriod: number;
}

/** Times a year the compounding calculator compounds (spec 1 §9: Yearly 1, Quarterly 4, Monthly 12). */
export type CompoundingFrequency = 1 | 4 | 12;

export interface CompoundingInputs {
  /** May be 0. */
  initialInvestment: number;
  /** Added at the start of every month; may be 0. */
  periodicAddition: number;
  timePeriod: number;
  annualRate: number;
  frequency: CompoundingFrequency;
}

/** A yearly growth table, one typed column per field (uPlot draws columns as they are). */
export interface GrowthProjection {
  /** Years elapsed at the row (the last row may be a fraction for a part year). */
  year: Float64Array;
  principal: Float64Array;
  growth: Float64Array;
  total: Float64Array;
}

export interface GrowthResult {
  invested: number;
  gained: number;
  total: number;
  projection: GrowthProjection;
}

/** What a SIP with a step-up adds to its result: the flat SIP beside it, and the instalments. */
export interface SipStepUp {
  /** The monthly instalment paid in the final year. */
  finalInstalment: number;
  /** The same SIP without the step-up. */
  flatInvested: number;
  flatGained: number;
  flatTotal: number;
  /** Per year, on the rows of GrowthResult's projection. */
  projection: { flatTotal: Float64Array; instalment: Float64Array };
}

/** A SIP's result: invested, gained, total and the table are the plan as entered (with its step-up). */
export interface SipResult extends GrowthResult {
  /** Present when a step-up mode other than 'none' was given (even with a step-up of 0). */
  stepUp?: SipStepUp;
}

export interface SipNeedInputs {
  targetAmount: number;
  /** Years, rounded to whole years (spec 1 §9). */
  timePeriod: number;
  annualRate: number;
  /** Invested on day one; 0 when none. */
  initialInvestment: number;
}

export interface SipNeedResult {
  /** The monthly SIP; 0 when the initial investment alone reaches the target. */
  sip: number;
  /** Initial investment plus every instalment. */
  invested: number;
  wealthGain: number;
  /** Value at the end: the target, or more when the initial investment alone passes it. */
  total: number;
  projection: { year: Float64Array; invested: Float64Array; wealthGain: Float64Array; total: Float64Array };
}

export type ComparisonMode = "sip" | "lumpsum";

export interface ReturnsComparisonInputs {
  mode: ComparisonMode;
  /** The monthly SIP (mode sip) or the one-time amount (mode lumpsum). */
  amount: number;
  years: number;
  /** Two or three annual return rates, percent: one scenario each. */
  annualRates: readonly number[];
  /** A yearly step-up of the SIP (mode sip only), as in SipInputs. */
  stepUpMode?: StepUpMode;
  stepUpValue?: number;
}

export interface ScenarioOutcome {
  annualRate: number;
  returns: number;
  total: number;
}

export interface ReturnsComparisonResult {
  /** The same in every scenario: every instalment paid (SIP × months without a step-up), or the lumpsum. */
  invested: number;
  /** The SIP's instalment in the final year, present when a step-up mode other than 'none' was given. */
  finalInstalment?: number;
  /** In the order of the rates given. */
  scenarios: ScenarioOutcome[];
  /** Scenario 2's total minus scenario 1's. */
  gap21: number;
  /** Scenario 3's total minus scenario 1's and minus scenario 2's; null with two scenarios. */
  gap31: number | null;
  gap32: number | null;
  /** Per year: the amount invested so far and each scenario's value (one column per scenario). */
  projection: { year: Float64Array; invested: Float64Array; totals: Float64Array[] };
}

export interface InflationInputs {
  currentCost: number;
  /** Percent a year. */
  inflationRate: number;
  /** Years, fractions allowed (not rounded to months). */
  years: number;
}

export interface InflationResult {
  current: number;
  future: number;
  difference: number;
  /** The cost from year 0 (today) to the end. */
  projection: { year: Float64Array; cost: Float64Array };
}

export interface DelayCostInputs {
  monthlyInvestment: number;
  annualRate: number;
  /** Years. */
  investmentPeriod: number;
  /** Months, rounded to whole months. */
  delayPeriod: number;
}

export interface DelayCostResult {
  fv_now: number;
  fv_delayed: number;
  cost: number;
  investedNow: number;
  investedDelayed: number;
  /** Per year since now: invested and value of the SIP started now and of the late one. */
  projection: {
    year: Float64Array;
    investedNow: Float64Array;
    valueNow: Float64Array;
    investedDelayed: Float64Array;
    valueDelayed: Float64Array;
  };
}

export interface GrowthApi {
  /** SIP: payments at the start of each month, compounded monthly at annual%/12, with an optional yearly step-up. */
  sip(inputs: SipInputs): Promise<SipResult>;
  /** Lumpsum: one amount compounded once a year, A × (1 + r)^t. */
  lumpsum(inputs: LumpsumInputs): Promise<GrowthResult>;
  /** Fixed deposit: compounded quarterly, A × (1 + r/4)^(4t). */
  fd(inputs: FdInputs): Promise<GrowthResult>;
  /** Recurring deposit: a deposit at the start of each month, compounded quarterly. */
  rd(inputs: RdInputs): Promise<GrowthResult>;
  /** A starting amount plus monthly additions, compounded 1, 4 or 12 times a year. */
  compounding(inputs: CompoundingInputs): Promise<GrowthResult>;
  /** The monthly SIP that reaches a target, with an optional starting amount. */
  sipNeed(inputs: SipNeedInputs): Promise<SipNeedResult>;
  /** The same SIP (optionally stepped up each year) or lumpsum under two or three return rates. */
  returnsComparison(inputs: ReturnsComparisonInputs): Promise<ReturnsComparisonResult>;
  /** A cost grown by inflation, future = cost × (1 + f)^years. */
  inflation(inputs: InflationInputs): Promise<InflationResult>;
  /** What starting a SIP late costs by the same end date. */
  delayCost(inputs: DelayCostInputs): Promise<DelayCostResult>;
}
