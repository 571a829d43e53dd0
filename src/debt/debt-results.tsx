// The two strategies side by side (spec 2 §9: snowball pays the smallest balance first,
// avalanche the highest rate first) and, with a budget, how long each takes and what it
// costs, plus a chart of the total owed month by month.
import type { StrategyPlan } from "../../workers/calc-contract";
import { formatPercent, formatRupees } from "../lib/format-money";
import { DebtChart } from "./debt-chart";
import { formatMonths } from "./format-duration";
import type { ShownPlan } from "./use-debt-plan";

export const DEBT_CONVENTION =
  "Interest is added every month at the annual rate ÷ 12; each month every debt gets its minimum and the rest of the budget goes to the first debt in the strategy's order.";

const STRATEGIES = [
  { key: "snowball", title: "Snowball", rule: "Smallest balance first" },
  { key: "avalanche", title: "Avalanche", rule: "Highest interest rate first" },
] as const;

/** The budget problem both strategies share, in words that say what to do about it. */
function budgetProblem(plan: StrategyPlan, budget: number): string | null {
  if (plan.status === "below-minimums") {
    return `Your monthly budget of ${formatRupees(budget)} does not cover the minimum payments of ${formatRupees(plan.minimumsTotal)}. Budget at least ${formatRupees(Math.ceil(plan.minimumsTotal))} a month.`;
  }
  if (plan.status === "below-interest") {
    return `Your monthly budget of ${formatRupees(budget)} does not cover the first month's interest of ${formatRupees(plan.firstMonthInterest)}, so your debt would only grow. Budget at least ${formatRupees(Math.floor(plan.firstMonthInterest) + 1)} a month, and more to clear it in reasonable time.`;
  }
  return null;
}

function firstPayoff(plan: StrategyPlan): number {
  const months = plan.payoffMonth.filter((month) => month > 0);
  return months.length ? Math.min(...months) : 0;
}

function Comparison({ snowball, avalanche }: { snowball: StrategyPlan; avalanche: StrategyPlan }) {
  if (snowball.status !== "cleared" || avalanche.status !== "cleared") return null;
  const saving = Math.round(snowball.totalInterest - avalanche.totalInterest);
  const sooner = snowball.months - avalanche.months;
  const winFirst = firstPayoff(snowball);
  const winFirstAvalanche = firstPayoff(avalanche);
  if (saving <= 0 && sooner <= 0 && winFirst === winFirstAvalanche) {
    return <p className="debt-comparison">With these debts both strategies cost the same and finish together: pick either and stick to it.</p>;
  }
  return (
    <p className="debt-comparison">
      {saving > 0
        ? `Avalanche saves you ${formatRupees(saving)} in interest${sooner > 0 ? ` and makes you debt-free ${formatMonths(sooner)} sooner` : ""}. `
        : "Both strategies cost about the same in interest here. "}
      {winFirst < winFirstAvalanche
        ? `Snowball clears your first debt in month ${winFirst} instead of month ${winFirstAvalanche}: an early win that keeps many people going.`
        : ""}
    </p>
  );
}

function StrategyCard({ title, rule, strategyKey, plan, shown }: { title: string; rule: string; strategyKey: string; plan: StrategyPlan; shown: ShownPlan }) {
  const { names, inputs } = shown.request;
  return (
    <section className="card debt-strategy" aria-labelledby={`${strategyKey}-heading`}>
      <h3 id={`${strategyKey}-heading`}>
        {title} <span className="muted">— {rule}</span>
      </h3>
      <ol className="debt-order" data-testid={`${strategyKey}-order`}>
        {plan.order.map((index) => (
          <li key={index}>
            <strong>{names[index]}</strong> {formatRupees(inputs.debts[index].balance)} at {formatPercent(inputs.debts[index].rate)}
            {plan.payoffMonth[index] > 0 && <span className="muted"> — cleared in month {plan.payoffMonth[index]}</span>}
          </li>
        ))}
      </ol>
      {plan.status === "cleared" && (
        <dl className="debt-figures">
          <div>
            <dt>Debt-free in</dt>
            <dd data-testid={`result-${strategyKey}-months`}>{formatMonths(plan.months)}</dd>
          </div>
          <div>
            <dt>Total interest</dt>
            <dd data-testid={`result-${strategyKey}-interest`}>{formatRupees(plan.totalInterest)}</dd>
          </div>
          <div>
            <dt>Total paid</dt>
            <dd data-testid={`result-${strategyKey}-totalPaid`}>{formatRupees(plan.totalPaid)}</dd>
          </div>
        </dl>
      )}
      {plan.status === "not-cleared" && (
        <p className="alert error" role="alert">
          At {formatRupees(inputs.monthlyBudget)} a month this order does not clear your debts within 600 months (50 years): interest grows faster than the payments
          reach it. Raise the monthly budget.
        </p>
      )}
    </section>
  );
}

export function DebtResults({ shown }: { shown: ShownPlan }) {
  const { snowball, avalanche } = shown.plan;
  const budget = shown.request.inputs.monthlyBudget;
  const problem = budgetProblem(snowball, budget);
  const simulated = snowball.timeline.month.length > 0 && avalanche.timeline.month.length > 0;
  return (
    <div className="debt-results">
      <p className="convention muted">{DEBT_CONVENTION}</p>
      {problem && (
        <p className="alert error" role="alert">
          {problem}
        </p>
      )}
      {snowball.status === "no-budget" && (
        <p className="muted">Add the monthly budget you can spare for all your debts to see how long each order takes and what it costs in interest.</p>
      )}
      <div className="debt-strategy-grid">
        {STRATEGIES.map(({ key, title, rule }) => (
          <StrategyCard key={key} strategyKey={key} title={title} rule={rule} plan={shown.plan[key]} shown={shown} />
        ))}
      </div>
      <Comparison snowball={snowball} avalanche={avalanche} />
      {simulated && <DebtChart snowball={snowball} avalanche={avalanche} />}
    </div>
  );
}
