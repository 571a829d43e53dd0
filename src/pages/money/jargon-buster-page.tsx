// /money/protection/jargon-buster (spec 2 §2): six insurance terms, each with a definition and
// Its words, per language, are in messages/jargon-buster.<locale>.tsx (long prose with links).
import { useMessages } from "../../i18n/use-locale";
import { jargonBusterContent } from "./messages/jargon-buster";
import "../explainer.css";

export function JargonBusterPage() {
  const { Content } = useMessages(jargonBusterContent);
  return <Content />;
}
