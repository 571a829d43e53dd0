// The salary family's part of the worker contract: EPF and gratuity. Imported by
// the UI only as types, through workers/calc-contract.ts. Percentages are plain (12 means 12%).

export interface EpfInputs {
  /** Basic pay + dearness allowance a month, today. */
  monthlyBasicDa: number;
  /** Age today, whole years. */
  age: number;
  /** Whole years; contributions run from `age` to this age. */
  retirementAge: number;
  /** The employee's contribution, percent of basic + DA (12 by law). */
  employeeContribution: number;
  /** The part of the employer's contribution that goes to EPF, percent of basic + DA (3.67 by default). */
  employerContribution: number;
  /** Yearly rise of basic + DA, percent. */
  salaryGrowth: number;
  /** EPF interest rate, percent a year. */
  annualRate: number;
  /** The EPF balance today; 0 when none. */
  currentBalance: number;
}

export interface EpfResult {
  /** The balance at retirement. */
  corpus: number;
  employeeTotal: number;
  employerTotal: number;
  interestTotal: number;
  openingBalance: number;
  finalMonthlySalary: number;
  /** One row per year of service. */
  projection: {
    year: Float64Array;
    age: Float64Array;
    monthlySalary: Float64Array;
    employee: Float64Array;
    employer: Float64Array;
    interest: Float64Array;
    balance: Float64Array;
  };
}

export interface GratuityInputs {
  /** The last drawn basic + DA a month. */
  monthlySalary: number;
  /** Years of service; fractions count by whole months. */
  years: number;
  /** Rupees exempt from income tax (reference data: ₹20 lakh). */
  exemptLimit: number;
  /** Years of continuous service before gratuity is payable: 5, or 1 for a fixed-term employee. */
  minimumYears: number;
}

export interface GratuityResult {
  /** 0 when the service is under the minimum. */
  gratuity: number;
  countedYears: number;
  eligible: boolean;
  exempt: number;
  taxable: number;
  /** The formula's amount whether or not the minimum service is met. */
  formulaAmount: number;
  /** For each counted year of service, what leaving then would pay. */
  projection: { years: Float64Array; gratuity: Float64Array; exempt: Float64Array; taxable: Float64Array };
}

export interface SalaryApi {
  /** EPF to retirement: interest on the monthly running balance, credited each year end. */
  epf(inputs: EpfInputs): Promise<EpfResult>;
  /** Gratuity under the Payment of Gratuity Act: 15/26 × last basic + DA × counted years. */
  gratuity(inputs: GratuityInputs): Promise<GratuityResult>;
}
