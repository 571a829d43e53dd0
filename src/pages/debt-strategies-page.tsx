// /money/borrowing/debt-strategies (spec 2 §2, §9): snowball or avalanche, explained for Indian
// borrowers, with the debt tracker to try both on your own debts. Its words, per language, are
// in messages/debt-strategies.<locale>.tsx (long prose with links).
import { useLocation } from "react-router-dom";
import { DebtMethod } from "../debt/debt-method";
import { DebtTracker } from "../debt/debt-tracker";
import { useMessages } from "../i18n/use-locale";
import { debtStrategiesContent } from "./messages/debt-strategies";
import "./debt-strategies.css";

export function DebtStrategiesPage() {
  const { Content } = useMessages(debtStrategiesContent);
  // A link to this page with debts in its query (the page's example) starts the tracker afresh.
  const { search } = useLocation();
  return (
    <Content
      tracker={
        <>
          <DebtTracker key={search} />
          <DebtMethod />
        </>
      }
    />
  );
}
