// How to build the emergency fund a month at a time: the minimum in 12 months or the ideal in
// 24 (the same plans the medical fund estimate uses, spec 2 §9), rounded up to the rupee. Its
// words come from its catalogue in the page's locale (messages/emergency-plan.*.ts).
import { memo } from "react";
import type { EmergencyResult } from "../../../workers/calc-contract";
import { Rich } from "../../i18n/rich";
import { useMessages } from "../../i18n/use-locale";
import { formatRupees } from "../../lib/format-money";
import type { SectionProps } from "../definition";
import { emergencyPlanMessages } from "./messages/emergency-plan";

export const EmergencyBuildPlan = memo(EmergencyBuildPlanView);

function EmergencyBuildPlanView({ result }: Pick<SectionProps<string, EmergencyResult>, "result">) {
  const t = useMessages(emergencyPlanMessages);
  return (
    <section className="card calculator-table" aria-labelledby="emergency-plan-heading">
      <h2 id="emergency-plan-heading">{t.heading}</h2>
      <ul>
        <li>
          <Rich
            text={t.minimumIn12(formatRupees(result.minimum))}
            slots={{ amount: <strong data-testid="result-monthlyForMinimumIn12">{formatRupees(result.monthlyForMinimumIn12)}</strong> }}
          />
        </li>
        <li>
          <Rich
            text={t.idealIn24(formatRupees(result.ideal))}
            slots={{ amount: <strong data-testid="result-monthlyForIdealIn24">{formatRupees(result.monthlyForIdealIn24)}</strong> }}
          />
        </li>
      </ul>
      <p className="muted">{t.howTo}</p>
    </section>
  );
}
