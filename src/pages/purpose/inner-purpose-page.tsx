// /purpose/inner (spec 2 §2, §7): Self-Reflection, Spirituality, Continuous Learning, and three nudge buttons with the spec's
// prompts. The words, per language, are in messages/purpose-topics.*.ts.
import { PurposeTopic } from "./purpose-topic";

/** What the three buttons send (spec 2 §7), whatever the page's language. */
const PROMPTS = ["Give me a reflection prompt.", "Suggest a short mindfulness exercise.", "Suggest a learning topic."] as const;

export function InnerPurposePage() {
  return <PurposeTopic topic="inner" prompts={PROMPTS} />;
}
