// The two regimes side by side, step by step: from gross income through deductions to the
// taxable income, then slab tax, rebate, surcharge, cess and the total. Its words
// come from the page's catalogue (messages/income-tax-steps.*.ts).
import { memo, Suspense } from "react";
import type { RegimeTax } from "../../../workers/calc-contract";
import { useMessages } from "../../i18n/use-locale";
import { formatRupees } from "../../lib/format-money";
import type { SectionProps } from "../definition";
import type { IncomeTaxView } from "../tax-rules";
import type { IncomeTaxStepsMessages } from "./messages/income-tax-steps.en";
import { incomeTaxStepsMessages } from "./messages/income-tax-steps";
import "./income-tax.css";
import { useRenderTiming } from "../../lib/render-timing";

interface Step {
  /** Its name in the catalogue's `steps`. */
  key: keyof IncomeTaxStepsMessages["steps"];
  value(regime: RegimeTax): number;
  /** Shown as a subtraction. */
  less?: boolean;
  /** A subtotal, in bold. */
  total?: boolean;
}

const STEPS: readonly Step[] = [
  { key: "grossIncome", value: (r) => r.grossIncome },
  { key: "hraExemption", value: (r) => r.hraExemption, less: true },
  { key: "standardDeduction", value: (r) => r.standardDeduction, less: true },
  { key: "homeLoanInterest", value: (r) => r.allowedHomeLoanInterest, less: true },
  { key: "allowed80C", value: (r) => r.allowed80C, less: true },
  { key: "allowed80D", value: (r) => r.allowed80D, less: true },
  { key: "allowed80CCD1B", value: (r) => r.allowed80CCD1B, less: true },
  { key: "taxableIncome", value: (r) => r.taxableIncome, total: true },
  { key: "slabTax", value: (r) => r.slabTax },
  { key: "rebate", value: (r) => r.rebate, less: true },
  { key: "surcharge", value: (r) => r.surcharge },
  { key: "surchargeRelief", value: (r) => r.surchargeRelief },
  { key: "cess", value: (r) => r.cess },
  { key: "totalTax", value: (r) => r.totalTax, total: true },
];

function shown(step: Step, value: number): string {
  return step.less && value > 0 ? `− ${formatRupees(value)}` : formatRupees(value);
}

type StepsProps = Pick<SectionProps<string, IncomeTaxView>, "result">;

// The section waits for its words in its own Suspense, so the page never goes back to 'Loading...'.
export const IncomeTaxSteps = memo(function IncomeTaxSteps(props: StepsProps) {
  return (
    <Suspense fallback={null}>
      <IncomeTaxStepsView {...props} />
    </Suspense>
  );
});

function IncomeTaxStepsView({ result }: StepsProps) {
  useRenderTiming("IncomeTaxSteps");
  const m = useMessages(incomeTaxStepsMessages);
  return (
    <section className="card calculator-table" aria-labelledby="tax-steps-heading">
      <h2 id="tax-steps-heading">{m.heading}</h2>
      <div className="tax-steps-scroll" tabIndex={0} role="region" aria-label={m.heading}>
        <table>
          <thead>
            <tr>
              <th scope="col">{m.step}</th>
              <th scope="col">{m.newRegime}</th>
              <th scope="col">{m.oldRegime}</th>
            </tr>
          </thead>
          <tbody>
            {STEPS.map((step) => {
              const cells = [step.value(result.newRegime), step.value(result.oldRegime)];
              const Cell = step.total ? "strong" : "span";
              const label = m.steps[step.key];
              return (
                <tr key={step.key}>
                  <th scope="row">{step.total ? <strong>{label}</strong> : label}</th>
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
      <p className="muted">{m.note}</p>
    </section>
  );
}
