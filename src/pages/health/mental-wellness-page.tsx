// /health/mental-wellness (spec 2 §2): tip cards, the assistant box and the thought reframer.
// Its words, per language, are in messages/mental-wellness.<locale>.tsx (long prose with its panels).
import { useMessages } from "../../i18n/use-locale";
import { mentalWellnessContent } from "./messages/mental-wellness";
import "../explainer.css";
import "../ai/ai.css";

export function MentalWellnessPage() {
  const { Content } = useMessages(mentalWellnessContent);
  return <Content />;
}
