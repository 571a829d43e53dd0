// The export list of the calculators' core (build/core.wasm, build/core-simd.wasm). The worker
// (workers/calc-api.ts) calls these raw exports: scalars in, a row count (or a negative error
// code) out, results read from the buffers whose addresses the *Ptr functions give. The odds
// engine is a module of its own (odds.ts: build/odds.wasm), fetched only when a plan's odds are
// asked for (docs/decisions/0224-core-in-two-files.md).
// Every calculation is exported through a wrapper that turns a result with a NaN or an
// infinity among its outputs into ERR_DOMAIN (buffers.ts), beside each one's own domain
// checks: whatever the arguments, a call answers an error code or finite numbers.
import { finishOutputs } from "./buffers";
import * as growth from "./growth";
import * as growthPlans from "./growth-plans";
import * as growthStepUp from "./growth-step-up";
import * as goals from "./goals";
import * as retirement from "./retirement";
import * as loans from "./loans";
import * as crore from "./crore";
import * as debt from "./debt";
import * as schemes from "./schemes";
import * as tax from "./tax";
import * as salary from "./salary";
import * as returns from "./returns";
import * as xirrFlows from "./xirr";

export function sipProjection(monthlyInvestment: f64, annualRatePct: f64, years: f64): i32 {
  return finishOutputs(growth.sipProjection(monthlyInvestment, annualRatePct, years));
}

export function lumpsumProjection(amount: f64, annualRatePct: f64, years: f64, compoundingsPerYear: f64): i32 {
  return finishOutputs(growth.lumpsumProjection(amount, annualRatePct, years, compoundingsPerYear));
}

export function rdProjection(monthlyDeposit: f64, annualRatePct: f64, years: f64): i32 {
  return finishOutputs(growth.rdProjection(monthlyDeposit, annualRatePct, years));
}

export function compoundingProjection(initialInvestment: f64, monthlyAddition: f64, years: f64, annualRatePct: f64, compoundingsPerYear: f64): i32 {
  return finishOutputs(growth.compoundingProjection(initialInvestment, monthlyAddition, years, annualRatePct, compoundingsPerYear));
}

export function sipNeedProjection(targetAmount: f64, years: f64, annualRatePct: f64, initialInvestment: f64): i32 {
  return finishOutputs(growthPlans.sipNeedProjection(targetAmount, years, annualRatePct, initialInvestment));
}

export function returnsComparison(mode: i32, amount: f64, years: f64, rate1Pct: f64, rate2Pct: f64, rate3Pct: f64, scenarioCount: i32): i32 {
  return finishOutputs(growthPlans.returnsComparison(mode, amount, years, rate1Pct, rate2Pct, rate3Pct, scenarioCount));
}

export function returnsComparisonWithStepUp(mode: i32, amount: f64, years: f64, rate1Pct: f64, rate2Pct: f64, rate3Pct: f64, scenarioCount: i32, stepUpMode: i32, stepUpValue: f64): i32 {
  return finishOutputs(growthPlans.returnsComparisonWithStepUp(mode, amount, years, rate1Pct, rate2Pct, rate3Pct, scenarioCount, stepUpMode, stepUpValue));
}

export function inflationProjection(currentCost: f64, inflationRatePct: f64, years: f64): i32 {
  return finishOutputs(growthPlans.inflationProjection(currentCost, inflationRatePct, years));
}

export function delayCostProjection(monthlyInvestment: f64, annualRatePct: f64, years: f64, delayMonths: f64): i32 {
  return finishOutputs(growthPlans.delayCostProjection(monthlyInvestment, annualRatePct, years, delayMonths));
}

export function sipStepUpProjection(monthlyInvestment: f64, annualRatePct: f64, years: f64, stepUpMode: i32, stepUpValue: f64): i32 {
  return finishOutputs(growthStepUp.sipStepUpProjection(monthlyInvestment, annualRatePct, years, stepUpMode, stepUpValue));
}

export function goalProjection(presentCost: f64, sharePct: f64, years: f64, annualRatePct: f64, inflationPct: f64, wholeRupees: bool): i32 {
  return finishOutputs(goals.goalProjection(presentCost, sharePct, years, annualRatePct, inflationPct, wholeRupees));
}

export function retirementPlan(currentAge: f64, retirementAge: f64, lifeExpectancy: f64, monthlyExpenses: f64, inflationPct: f64, taxPct: f64, preReturnPct: f64, postReturnPct: f64): i32 {
  return finishOutputs(retirement.retirementPlan(currentAge, retirementAge, lifeExpectancy, monthlyExpenses, inflationPct, taxPct, preReturnPct, postReturnPct));
}

export function emiSchedule(amount: f64, annualRatePct: f64, tenureYears: f64, startYear: f64, startMonth: f64): i32 {
  return finishOutputs(loans.emiSchedule(amount, annualRatePct, tenureYears, startYear, startMonth));
}

export function emiScheduleWithPrepayment(amount: f64, annualRatePct: f64, tenureYears: f64, startYear: f64, startMonth: f64, oneTimeAmount: f64, oneTimeMonth: f64, extraMonthly: f64, extraFromMonth: f64, mode: i32): i32 {
  return finishOutputs(loans.emiScheduleWithPrepayment(amount, annualRatePct, tenureYears, startYear, startMonth, oneTimeAmount, oneTimeMonth, extraMonthly, extraFromMonth, mode));
}

export function firstCrore(monthlyInvestment: f64, annualRatePct: f64, inflationPct: f64): i32 {
  return finishOutputs(crore.firstCrore(monthlyInvestment, annualRatePct, inflationPct), crore.CRORE_WRITTEN_CELLS);
}

export function debtPayoff(debtCount: i32, monthlyBudget: f64, strategy: i32): i32 {
  return finishOutputs(debt.debtPayoff(debtCount, monthlyBudget, strategy), debt.DEBT_WRITTEN_CELLS);
}

export function emergencyFund(monthlyEssentials: f64): i32 {
  return finishOutputs(debt.emergencyFund(monthlyEssentials));
}

export function yearlyDepositPlan(yearlyDeposit: f64, annualRatePct: f64, depositYears: i32, totalYears: i32): i32 {
  return finishOutputs(schemes.yearlyDepositPlan(yearlyDeposit, annualRatePct, depositYears, totalYears));
}

export function payoutPlan(deposit: f64, annualRatePct: f64, years: i32, paymentsPerYear: i32): i32 {
  return finishOutputs(schemes.payoutPlan(deposit, annualRatePct, years, paymentsPerYear));
}

export function certificatePlan(amount: f64, annualRatePct: f64, years: i32): i32 {
  return finishOutputs(schemes.certificatePlan(amount, annualRatePct, years));
}

export function npsPlan(monthlyContribution: f64, currentAge: i32, exitAge: i32, annualReturnPct: f64, annuitySharePct: f64, annuityRatePct: f64): i32 {
  return finishOutputs(schemes.npsPlan(monthlyContribution, currentAge, exitAge, annualReturnPct, annuitySharePct, annuityRatePct));
}

export function hraExemption(basicSalary: f64, hraReceived: f64, rentPaid: f64, metroCity: f64, rentExcessPct: f64, metroPct: f64, nonMetroPct: f64): i32 {
  return finishOutputs(tax.hraExemption(basicSalary, hraReceived, rentPaid, metroCity, rentExcessPct, metroPct, nonMetroPct));
}

export function incomeTax(salary: f64, otherIncome: f64, age: f64, deductions80C: f64, deductions80D: f64, nps80CCD1B: f64, homeLoanInterest: f64, basicSalary: f64, hraReceived: f64, rentPaid: f64, metroCity: f64): i32 {
  return finishOutputs(tax.incomeTax(salary, otherIncome, age, deductions80C, deductions80D, nps80CCD1B, homeLoanInterest, basicSalary, hraReceived, rentPaid, metroCity));
}

export function epfProjection(monthlyBasicDa: f64, age: f64, retirementAge: f64, employeePct: f64, employerPct: f64, salaryGrowthPct: f64, annualRatePct: f64, openingBalance: f64): i32 {
  return finishOutputs(salary.epfProjection(monthlyBasicDa, age, retirementAge, employeePct, employerPct, salaryGrowthPct, annualRatePct, openingBalance));
}

export function gratuity(monthlySalary: f64, yearsOfService: f64, exemptLimit: f64, minimumMonths: f64): i32 {
  return finishOutputs(salary.gratuity(monthlySalary, yearsOfService, exemptLimit, minimumMonths));
}

export function swpProjection(corpus: f64, monthlyWithdrawal: f64, annualRatePct: f64, years: f64): i32 {
  return finishOutputs(returns.swpProjection(corpus, monthlyWithdrawal, annualRatePct, years));
}

export function cagr(initialValue: f64, finalValue: f64, years: f64): i32 {
  return finishOutputs(returns.cagr(initialValue, finalValue, years));
}

export function simpleInterest(principal: f64, annualRatePct: f64, years: f64): i32 {
  return finishOutputs(returns.simpleInterest(principal, annualRatePct, years));
}

export function xirr(flowCount: i32): i32 {
  return finishOutputs(xirrFlows.xirr(flowCount));
}

export { columnCapacity, columnsPtr, inputCapacity, inputsPtr, scalarCapacity, scalarsPtr } from "./buffers";
