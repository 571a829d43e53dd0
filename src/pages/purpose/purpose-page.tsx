// /purpose: three pillar cards (spec 1 §2 route table).
// Its words, per language, are in messages/purpose.<locale>.tsx (long prose with links).
import { useMessages } from "../../i18n/use-locale";
import { purposeContent } from "./messages/purpose";
import "../explainer.css";

export function PurposePage() {
  const { Content } = useMessages(purposeContent);
  return <Content />;
}
