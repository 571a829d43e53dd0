// /money/borrowing (spec 2 §2): good versus harmful borrowing, the sample credit-score check,
// the three rules of smart borrowing, and links on. Its words, per language, are in
// messages/borrowing.<locale>.tsx (prose with links); the check's in messages/credit-score.
import { useMessages } from "../../i18n/use-locale";
import { CreditScoreCheck } from "./credit-score-check";
import { borrowingContent } from "./messages/borrowing";
import "../explainer.css";
import "./money.css";

export function BorrowingPage() {
  const { Content } = useMessages(borrowingContent);
  return <Content check={<CreditScoreCheck />} />;
}
