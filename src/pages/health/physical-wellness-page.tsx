// /health/physical-wellness (spec 2 §2): tip cards (including 7-8 hours of sleep) and the
// Its words, per language, are in messages/physical-wellness.<locale>.tsx (long prose with its panels).
import { useMessages } from "../../i18n/use-locale";
import { physicalWellnessContent } from "./messages/physical-wellness";
import "../explainer.css";
import "../ai/ai.css";

export function PhysicalWellnessPage() {
  const { Content } = useMessages(physicalWellnessContent);
  return <Content />;
}
