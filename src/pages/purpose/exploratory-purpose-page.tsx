// /purpose/exploratory (spec 2 §2, §7): New Experiences & Hobbies, Travel & Nature, Volunteering & Giving Back, and three nudge buttons with the spec's
// prompts. The words, per language, are in messages/purpose-topics.*.ts.
import { PurposeTopic } from "./purpose-topic";

/** What the three buttons send (spec 2 §7), whatever the page's language. */
const PROMPTS = ["Suggest a new hobby for me to try.", "Give a local travel idea to explore nearby.", "Suggest a small act of kindness I can do today."] as const;

export function ExploratoryPurposePage() {
  return <PurposeTopic topic="exploratory" prompts={PROMPTS} />;
}
