// Same-algorithm twin of assembly/salary.ts epfProjection: a year at a time, the year's
// interest on the monthly running balance in closed form (12 B + 78 c), the salary stepped up
// by one multiplication a year.
import { epfResult } from "../../workers/api/salary";
import type { EpfInputs, EpfResult } from "../../workers/contracts/salary";
import { CoreDomainError } from "../../workers/core-buffers";
import { finishedRows, TWIN_BUFFERS, TWIN_MAX_ROWS } from "./buffers";

/** The sum of the month numbers 1..12 (assembly/salary.ts CONTRIBUTION_MONTHS_IN_BALANCES). */
const CONTRIBUTION_MONTHS_IN_BALANCES = 78;
// Table columns (assembly/salary.ts EPF_COL_*).
const COL_YEAR = 0;
const COL_AGE = 1;
const COL_MONTHLY_SALARY = 2;
const COL_EMPLOYEE = 3;
const COL_EMPLOYER = 4;
const COL_INTEREST = 5;
const COL_BALANCE = 6;

function isPercent(value: number): boolean {
  return value >= 0 && value <= 100;
}

/** EPF to retirement as the calc API's `epf` returns it. */
export function epfTwin(inputs: EpfInputs): EpfResult {
  const { monthlyBasicDa, age, retirementAge, employeeContribution, employerContribution, salaryGrowth, annualRate, currentBalance } = inputs;
  const years = retirementAge - age;
  if (!(monthlyBasicDa >= 0) || !Number.isFinite(monthlyBasicDa) || !(currentBalance >= 0) || !Number.isFinite(currentBalance)) throw new CoreDomainError("EPF");
  if (!(age >= 0) || !Number.isInteger(age) || !Number.isInteger(retirementAge) || !(years >= 1) || years > TWIN_MAX_ROWS) throw new CoreDomainError("EPF");
  if (!isPercent(employeeContribution) || !isPercent(employerContribution) || !isPercent(salaryGrowth) || !isPercent(annualRate)) throw new CoreDomainError("EPF");

  const rows = years;
  const monthlyRate = annualRate / 1200;
  const growth = salaryGrowth / 100;
  const { scalars, columns } = TWIN_BUFFERS;
  let balance = currentBalance;
  let employeeTotal = 0;
  let employerTotal = 0;
  let interestTotal = 0;
  let salary = monthlyBasicDa;
  for (let row = 0; row < rows; row++) {
    if (row > 0) salary *= 1 + growth;
    const employeeMonthly = (salary * employeeContribution) / 100;
    const employerMonthly = (salary * employerContribution) / 100;
    const monthly = employeeMonthly + employerMonthly;
    const interest = monthlyRate * (12 * balance + CONTRIBUTION_MONTHS_IN_BALANCES * monthly);
    balance += 12 * monthly + interest;
    employeeTotal += 12 * employeeMonthly;
    employerTotal += 12 * employerMonthly;
    interestTotal += interest;
    columns[COL_YEAR * rows + row] = row + 1;
    columns[COL_AGE * rows + row] = age + (row + 1);
    columns[COL_MONTHLY_SALARY * rows + row] = salary;
    columns[COL_EMPLOYEE * rows + row] = 12 * employeeMonthly;
    columns[COL_EMPLOYER * rows + row] = 12 * employerMonthly;
    columns[COL_INTEREST * rows + row] = interest;
    columns[COL_BALANCE * rows + row] = balance;
  }
  scalars[0] = balance;
  scalars[1] = employeeTotal;
  scalars[2] = employerTotal;
  scalars[3] = interestTotal;
  scalars[4] = currentBalance;
  scalars[5] = salary;
  return epfResult(TWIN_BUFFERS, finishedRows(rows));
}
