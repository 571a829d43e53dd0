// /health: three pillar cards (spec 1 §2 route table).
// Its words, per language, are in messages/health.<locale>.tsx (long prose with links).
import { useMessages } from "../../i18n/use-locale";
import { healthContent } from "./messages/health";
import "../explainer.css";

export function HealthPage() {
  const { Content } = useMessages(healthContent);
  return <Content />;
}
