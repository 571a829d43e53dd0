// /tools/debt: the debt tracker as a tool page.
import { Link } from "react-router-dom";
import { PrintButton } from "../components/print-button";
import { DebtMethod } from "./debt-method";
import { DebtTracker } from "./debt-tracker";

export function DebtToolPage() {
  return (
    <div className="container page">
      <h1>Debt Tracker</h1>
      <p className="lead">
        List what you owe and see the order to repay it: the snowball (smallest balance first) or the avalanche (highest interest first). Add a monthly
        budget to see when you will be debt-free and how much interest each order costs.
      </p>
      <div className="debt-page-actions">
        <PrintButton />
      </div>
      <DebtTracker />
      <DebtMethod />
      <p>
        Not sure which order suits you? Read <Link to="/money/borrowing/debt-strategies">Debt strategies: snowball or avalanche</Link>. Before paying debts
        down fast, keep an <Link to="/tools/emergency">emergency fund</Link> so a surprise bill does not go back on the card.
      </p>
    </div>
  );
}
