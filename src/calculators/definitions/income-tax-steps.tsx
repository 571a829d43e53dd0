// The two regimes side by side, step by step: from gross income through deductions to the
// taxable income, then slab tax, rebate, surcharge, cess and the total (issue 15).
import { memo } from "react";
import type { RegimeTax } from "../../../workers/calc-contract";
import { formatRupees } from "../../lib/format-money";
import type { SectionProps } from "../definition";
import type { IncomeTaxView } from "./income-tax";
import "./income-tax.css";

interface Step {
  label: string;
  value(regime: RegimeTax): number;
  /** Shown as a subtraction. */
  less?: boolean;
  /** A subtotal, in bold. */
  total?: boolean;
}

const STEPS: readonly Step[] = [
  { label: "Gross income (salary + other income)", value: (r) => r.grossIncome },
  { label: "HRA exemption", value: (r) => r.hraExemption, less: true },
  { label: "Standard deduction", value: (r) => r.standardDeduction, less: true },
  { label: "Home-loan interest, 24(b)", value: (r) => r.allowedHomeLoanInterest, less: true },
  { label: "80C (up to ₹1.5 lakh)", value: (r) => r.allowed80C, less: true },
  { label: "80D", value: (r) => r.allowed80D, less: true },
  { label: "80CCD(1B) (up to ₹50,000)", value: (r) => r.allowed80CCD1B, less: true },
  { label: "Taxable income", value: (r) => r.taxableIncome, total: true },
  { label: "Tax at slab rates", value: (r) => r.slabTax },
  { label: "Rebate, section 87A (with marginal relief)", value: (r) => r.rebate, less: true },
  { label: "Surcharge (after marginal relief)", value: (r) => r.surcharge },
  { label: "Marginal relief on surcharge (already taken off)", value: (r) => r.surchargeRelief },
  { label: "Health and education cess, 4%", value: (r) => r.cess },
  { label: "Total tax", value: (r) => r.totalTax, total: true },
];

function shown(step: Step, value: number): string {
  return step.less && value > 0 ? `− ${formatRupees(value)}` : formatRupees(value);
}

export const IncomeTaxSteps = memo(IncomeTaxStepsView);

function IncomeTaxStepsView({ result }: Pick<SectionProps<string, IncomeTaxView>, "result">) {
  return (
    <section className="card calculator-table" aria-labelledby="tax-steps-heading">
      <h2 id="tax-steps-heading">New and old regime, step by step</h2>
      <div className="tax-steps-scroll" tabIndex={0} role="region" aria-label="New and old regime, step by step">
        <table>
          <thead>
            <tr>
              <th scope="col">Step</th>
              <th scope="col">New regime</th>
              <th scope="col">Old regime</th>
            </tr>
          </thead>
          <tbody>
            {STEPS.map((step) => {
              const cells = [step.value(result.newRegime), step.value(result.oldRegime)];
              const Cell = step.total ? "strong" : "span";
              return (
                <tr key={step.label}>
                  <th scope="row">{step.total ? <strong>{step.label}</strong> : step.label}</th>
                  {cells.map((value, index) => (
                    <td key={index}>
                      <Cell>{shown(step, value)}</Cell>
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="muted">
        The new regime allows only the standard deduction here; the old regime's deductions are shown as allowed after their limits.
      </p>
    </section>
  );
}
