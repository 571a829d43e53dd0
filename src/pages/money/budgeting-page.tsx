// /money/budgeting: the Budgeting module page (spec 1 §2; content ours, for Indian readers).
// Its words, per language, are in messages/budgeting.<locale>.tsx (long prose with links).
import { useMessages } from "../../i18n/use-locale";
import { budgetingContent } from "./messages/budgeting";
import "../explainer.css";

export function BudgetingPage() {
  const { Content } = useMessages(budgetingContent);
  return <Content />;
}
