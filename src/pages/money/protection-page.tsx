// /money/protection (spec 2 §2): the umbrella intro, the health and term cards, the basics in
// numbers, the quiz and links on. Its words, per language, are in messages/protection.<locale>.tsx
// (prose with links); the quiz's in messages/protection-quiz.
import { useMessages } from "../../i18n/use-locale";
import { protectionContent } from "./messages/protection";
import { ProtectionQuiz } from "./protection-quiz";
import "../explainer.css";
import "./money.css";

export function ProtectionPage() {
  const { Content } = useMessages(protectionContent);
  return <Content quiz={<ProtectionQuiz />} />;
}
