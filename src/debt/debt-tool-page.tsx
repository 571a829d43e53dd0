// /tools/debt: the debt tracker as a tool page.
import { PrintButton } from "../components/print-button";
import { Link } from "../i18n/link";
import { Rich } from "../i18n/rich";
import { useMessages } from "../i18n/use-locale";
import { DebtMethod } from "./debt-method";
import { DebtTracker } from "./debt-tracker";
import { debtMessages } from "./messages/debt";

export function DebtToolPage() {
  const m = useMessages(debtMessages).tool;
  return (
    <div className="container page">
      <h1>{m.title}</h1>
      <p className="lead">{m.lead}</p>
      <div className="debt-page-actions">
        <PrintButton />
      </div>
      <DebtTracker />
      <DebtMethod />
      <p>
        <Rich
          text={m.more}
          slots={{
            strategies: <Link to="/money/borrowing/debt-strategies">{m.strategiesLink}</Link>,
            emergency: <Link to="/tools/emergency">{m.emergencyLink}</Link>,
          }}
        />
      </p>
    </div>
  );
}
