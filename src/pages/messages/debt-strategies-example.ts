// The debt strategies page's worked example, the same in every language: a credit card, a
// personal loan and a two-wheeler loan, and a monthly budget for all three. Each language's page
// names the debts; the figures (and the link that loads them into the tracker) live here once.

/** Balance (₹), yearly rate (%) and minimum payment (₹ a month) of the example's three debts. */
const EXAMPLE_DEBTS = [
  [60_000, 42, 3_000],
  [200_000, 14, 6_900],
  [40_000, 11, 3_600],
] as const;

/** The monthly budget for all three debts (₹). */
const EXAMPLE_BUDGET = 20_000;

/** The tracker's query that loads the example, with the debts named in the page's language. */
export function exampleQuery(names: readonly [card: string, personalLoan: string, twoWheelerLoan: string]): string {
  return new URLSearchParams([
    ...EXAMPLE_DEBTS.map(([balance, rate, minimum], index): [string, string] => ["debt", `${names[index]}~${balance}~${rate}~${minimum}`]),
    ["budget", String(EXAMPLE_BUDGET)],
  ]).toString();
}
