// /money/investing: the Investing module page (spec 1 §2; content ours, for Indian readers,
// Its words, per language, are in messages/investing.<locale>.tsx (long prose with links).
import { useMessages } from "../../i18n/use-locale";
import { investingContent } from "./messages/investing";
import "../explainer.css";

export function InvestingPage() {
  const { Content } = useMessages(investingContent);
  return <Content />;
}
