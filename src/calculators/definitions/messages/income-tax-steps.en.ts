// The income tax page's step-by-step section (income-tax-steps.tsx), in English.
export const messages = {
  heading: "New and old regime, step by step",
  step: "Step",
  newRegime: "New regime",
  oldRegime: "Old regime",
  steps: {
    grossIncome: "Gross income (salary + other income)",
    hraExemption: "HRA exemption",
    standardDeduction: "Standard deduction",
    homeLoanInterest: "Home-loan interest, 24(b)",
    allowed80C: "80C (up to ₹1.5 lakh)",
    allowed80D: "80D",
    allowed80CCD1B: "80CCD(1B) (up to ₹50,000)",
    taxableIncome: "Taxable income",
    slabTax: "Tax at slab rates",
    rebate: "Rebate, section 87A (with marginal relief)",
    surcharge: "Surcharge (after marginal relief)",
    surchargeRelief: "Marginal relief on surcharge (already taken off)",
    cess: "Health and education cess, 4%",
    totalTax: "Total tax",
  },
  note: "The new regime allows only the standard deduction here; the old regime's deductions are shown as allowed after their limits.",
};

export type IncomeTaxStepsMessages = typeof messages;
