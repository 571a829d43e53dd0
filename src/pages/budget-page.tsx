export function BudgetPage() {
  return (
    <div className="container page">
      <h1>Monthly Budget Planner</h1>
    </div>
  );
}
