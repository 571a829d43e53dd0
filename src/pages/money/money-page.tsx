// /money: the Money hero with its six module cards (spec 1 §2 route table).
// Its words, per language, are in messages/money.<locale>.tsx (long prose with links).
import { useMessages } from "../../i18n/use-locale";
import { moneyContent } from "./messages/money";
import "../explainer.css";

export function MoneyPage() {
  const { Content } = useMessages(moneyContent);
  return <Content />;
}
