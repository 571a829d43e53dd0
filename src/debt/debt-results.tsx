// The two strategies side by side (spec 2 §9: snowball pays the smallest balance first,
// avalanche the highest rate first) and, with a budget, how long each takes and what it
// costs, plus a chart of the total owed month by month.
import type { StrategyPlan } from "../../workers/calc-contract";
import { useMessages } from "../i18n/use-locale";
import { formatPercent, formatRupees } from "../lib/format-money";
import { DebtChart } from "./debt-chart";
import { debtMessages } from "./messages/debt";
import type { DebtMessages } from "./messages/debt.en";
import type { ShownPlan } from "./use-debt-plan";
import { useRenderTiming } from "../lib/render-timing";

const STRATEGIES = ["snowball", "avalanche"] as const;

/** The budget problem both strategies share, in words that say what to do about it. */
function budgetProblem(plan: StrategyPlan, budget: number, m: DebtMessages["results"]): string | null {
  if (plan.status === "below-minimums") {
    return m.belowMinimums(formatRupees(budget), formatRupees(plan.minimumsTotal), formatRupees(Math.ceil(plan.minimumsTotal)));
  }
  if (plan.status === "below-interest") {
    return m.belowInterest(formatRupees(budget), formatRupees(plan.firstMonthInterest), formatRupees(Math.floor(plan.firstMonthInterest) + 1));
  }
  return null;
}

function firstPayoff(plan: StrategyPlan): number {
  const months = plan.payoffMonth.filter((month) => month > 0);
  return months.length ? Math.min(...months) : 0;
}

function Comparison({ snowball, avalanche }: { snowball: StrategyPlan; avalanche: StrategyPlan }) {
  const m = useMessages(debtMessages).results;
  if (snowball.status !== "cleared" || avalanche.status !== "cleared") return null;
  const saving = Math.round(snowball.totalInterest - avalanche.totalInterest);
  const sooner = snowball.months - avalanche.months;
  const winFirst = firstPayoff(snowball);
  const winFirstAvalanche = firstPayoff(avalanche);
  if (saving <= 0 && sooner <= 0 && winFirst === winFirstAvalanche) {
    return <p className="debt-comparison">{m.same}</p>;
  }
  return (
    <p className="debt-comparison">
      {saving > 0 ? (sooner > 0 ? m.savesSooner(formatRupees(saving), m.months(sooner)) : m.saves(formatRupees(saving))) : m.aboutSame}
      {winFirst < winFirstAvalanche ? m.earlyWin(winFirst, winFirstAvalanche) : ""}
    </p>
  );
}

function StrategyCard({ title, rule, strategyKey, plan, shown }: { title: string; rule: string; strategyKey: string; plan: StrategyPlan; shown: ShownPlan }) {
  const m = useMessages(debtMessages).results;
  const { names, inputs } = shown.request;
  return (
    <section className="card debt-strategy" aria-labelledby={`${strategyKey}-heading`}>
      <h3 id={`${strategyKey}-heading`}>
        {title} <span className="muted">— {rule}</span>
      </h3>
      <ol className="debt-order" data-testid={`${strategyKey}-order`}>
        {plan.order.map((index) => (
          <li key={index}>
            <strong>{names[index]}</strong> {m.debtAt(formatRupees(inputs.debts[index].balance), formatPercent(inputs.debts[index].rate))}
            {plan.payoffMonth[index] > 0 && <span className="muted">{m.clearedIn(plan.payoffMonth[index])}</span>}
          </li>
        ))}
      </ol>
      {plan.status === "cleared" && (
        <dl className="debt-figures">
          <div>
            <dt>{m.debtFreeIn}</dt>
            <dd data-testid={`result-${strategyKey}-months`}>{m.months(plan.months)}</dd>
          </div>
          <div>
            <dt>{m.totalInterest}</dt>
            <dd data-testid={`result-${strategyKey}-interest`}>{formatRupees(plan.totalInterest)}</dd>
          </div>
          <div>
            <dt>{m.totalPaid}</dt>
            <dd data-testid={`result-${strategyKey}-totalPaid`}>{formatRupees(plan.totalPaid)}</dd>
          </div>
        </dl>
      )}
      {plan.status === "not-cleared" && (
        <p className="alert error" role="alert">
          {m.notCleared(formatRupees(inputs.monthlyBudget))}
        </p>
      )}
    </section>
  );
}

export function DebtResults({ shown }: { shown: ShownPlan }) {
  useRenderTiming("DebtResults");
  const m = useMessages(debtMessages).results;
  const { snowball, avalanche } = shown.plan;
  const budget = shown.request.inputs.monthlyBudget;
  const problem = budgetProblem(snowball, budget, m);
  const simulated = snowball.timeline.month.length > 0 && avalanche.timeline.month.length > 0;
  return (
    <div className="debt-results">
      <p className="convention muted">{m.convention}</p>
      {problem && (
        <p className="alert error" role="alert">
          {problem}
        </p>
      )}
      {snowball.status === "no-budget" && (
        <p className="muted">{m.noBudget}</p>
      )}
      <div className="debt-strategy-grid">
        {STRATEGIES.map((key) => (
          <StrategyCard key={key} strategyKey={key} title={m[key].title} rule={m[key].rule} plan={shown.plan[key]} shown={shown} />
        ))}
      </div>
      <Comparison snowball={snowball} avalanche={avalanche} />
      {simulated && <DebtChart snowball={snowball} avalanche={avalanche} />}
    </div>
  );
}
