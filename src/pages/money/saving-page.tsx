// /money/saving: the Saving module page (spec 1 §2; content ours, for Indian readers).
// Its words, per language, are in messages/saving.<locale>.tsx (long prose with links).
import { useMessages } from "../../i18n/use-locale";
import { savingContent } from "./messages/saving";
import "../explainer.css";

export function SavingPage() {
  const { Content } = useMessages(savingContent);
  return <Content />;
}
