// How to build the emergency fund a month at a time: the minimum in 12 months or the ideal in
// 24 (the same plans the medical fund estimate uses, spec 2 §9), rounded up to the rupee.
import { memo } from "react";
import type { EmergencyResult } from "../../../workers/calc-contract";
import { formatRupees } from "../../lib/format-money";
import type { SectionProps } from "../definition";

export const EmergencyBuildPlan = memo(EmergencyBuildPlanView);

function EmergencyBuildPlanView({ result }: Pick<SectionProps<string, EmergencyResult>, "result">) {
  return (
    <section className="card calculator-table" aria-labelledby="emergency-plan-heading">
      <h2 id="emergency-plan-heading">Building it month by month</h2>
      <ul>
        <li>
          Save <strong data-testid="result-monthlyForMinimumIn12">{formatRupees(result.monthlyForMinimumIn12)}</strong> a month to reach the minimum
          fund of {formatRupees(result.minimum)} in 12 months.
        </li>
        <li>
          Save <strong data-testid="result-monthlyForIdealIn24">{formatRupees(result.monthlyForIdealIn24)}</strong> a month to reach the ideal fund of{" "}
          {formatRupees(result.ideal)} in 24 months.
        </li>
      </ul>
      <p className="muted">Set it up as an automatic transfer on salary day, before you spend, into a separate account you do not use for daily payments.</p>
    </section>
  );
}
