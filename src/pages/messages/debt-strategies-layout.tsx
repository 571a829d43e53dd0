// The debt strategies page's shape, the same in every language: the ground rules, the two
// strategies side by side, what Indian debts typically cost, which to choose, and the tracker
// with an example to load. Each language's file gives only its words (debt-strategies.<locale>.tsx).
import { TableScroll } from "../../components/table-scroll";
import { Link } from "../../i18n/link";
import { exampleQuery } from "./debt-strategies-example";
import type { ReactNode } from "react";

/** What the page hands its body to place. */
export interface DebtStrategiesProps {
  /** The debt tracker and how it calculates, placed where the prose invites a try. */
  tracker: ReactNode;
}

/** One strategy's card: how it goes, why it works, and its catch (each a paragraph). */
export interface StrategyTexts {
  heading: string;
  how: ReactNode;
  why: ReactNode;
  catch: ReactNode;
}

/** A typical rate's row: the debt, its usual rate, and where an avalanche puts it. */
export type TypicalRate = readonly [debt: string, rate: string, place: string];

/** The page's words in one language. */
export interface DebtStrategiesTexts {
  title: string;
  lead: ReactNode;
  groundRules: { heading: string; rules: readonly ReactNode[]; extra: ReactNode };
  snowball: StrategyTexts;
  avalanche: StrategyTexts;
  rates: {
    heading: string;
    intro: ReactNode;
    tableLabel: string;
    caption: string;
    columns: TypicalRate;
    rows: readonly TypicalRate[];
    after: ReactNode;
  };
  choice: { heading: string; options: readonly ReactNode[]; levers: ReactNode };
  tryIt: {
    heading: string;
    /** The example's three debts, named as the tracker will list them. */
    debtNames: Parameters<typeof exampleQuery>[0];
    /** The sentence before the example's link, its link text, and what the example holds. */
    before: ReactNode;
    exampleLink: string;
    after: ReactNode;
  };
}

function StrategyCard({ id, texts }: { id: string; texts: StrategyTexts }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{texts.heading}</h2>
      <p>{texts.how}</p>
      <p>{texts.why}</p>
      <p>{texts.catch}</p>
    </section>
  );
}

export function DebtStrategiesLayout({ texts, tracker }: DebtStrategiesProps & { texts: DebtStrategiesTexts }) {
  const { groundRules, rates, choice, tryIt } = texts;
  return (
    <div className="container page debt-strategies">
      <h1>{texts.title}</h1>
      <p className="lead">{texts.lead}</p>

      <section aria-labelledby="ground-rules">
        <h2 id="ground-rules">{groundRules.heading}</h2>
        <ol>
          {groundRules.rules.map((rule, index) => (
            <li key={index}>{rule}</li>
          ))}
        </ol>
        <p>{groundRules.extra}</p>
      </section>

      <div className="strategy-cards">
        <StrategyCard id="snowball-heading" texts={texts.snowball} />
        <StrategyCard id="avalanche-heading" texts={texts.avalanche} />
      </div>

      <section aria-labelledby="india-rates">
        <h2 id="india-rates">{rates.heading}</h2>
        <p>{rates.intro}</p>
        <TableScroll label={rates.tableLabel}>
          <table className="rates-table">
            <caption>{rates.caption}</caption>
            <thead>
              <tr>
                {rates.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rates.rows.map(([debt, rate, place]) => (
                <tr key={debt}>
                  <td>{debt}</td>
                  <td>{rate}</td>
                  <td>{place}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <p>{rates.after}</p>
      </section>

      <section aria-labelledby="which-one">
        <h2 id="which-one">{choice.heading}</h2>
        <ul>
          {choice.options.map((option, index) => (
            <li key={index}>{option}</li>
          ))}
        </ul>
        <p>{choice.levers}</p>
      </section>

      <section aria-labelledby="try-it" className="try-it">
        <h2 id="try-it">{tryIt.heading}</h2>
        <p>
          {tryIt.before}{" "}
          <Link to={`?${exampleQuery(tryIt.debtNames)}`} replace>
            {tryIt.exampleLink}
          </Link>
          {tryIt.after}
        </p>
        {tracker}
      </section>
    </div>
  );
}
