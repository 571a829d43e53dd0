// 'How this is calculated' for the debt tracker, shown on both pages that use it.
export function DebtMethod() {
  return (
    <section className="card debt-method" aria-labelledby="debt-method-heading">
      <h2 id="debt-method-heading">How this is calculated</h2>
      <p>
        Snowball lists your debts from the smallest balance to the largest (equal balances: higher rate first). Avalanche lists them from the highest
        interest rate to the lowest (equal rates: smaller balance first).
      </p>
      <p>
        With a monthly budget we follow your debts month by month. Each month, interest is added to every balance at its annual rate ÷ 12. Then every
        debt gets its minimum payment (or whatever is left of it), and the rest of the budget goes to the first unpaid debt in the strategy's order,
        spilling over to the next once that one is cleared. A cleared debt's minimum stays in the budget, so the amount you throw at the next debt keeps
        growing: that is the snowball.
      </p>
      <p>
        Debt-free in is the month the last balance reaches ₹0; total interest adds up every month's interest; total paid is what leaves your account. If
        the budget is less than the minimums together, or not more than the first month's interest, we say so instead of running a plan that never ends,
        and we stop after 600 months (50 years).
      </p>
      <p>
        Real lenders compute interest daily, add GST to card interest and fees, and change minimum dues as balances fall: treat the figures as a close
        guide for comparing the two orders, not as your statement.
      </p>
    </section>
  );
}
