// /purpose/shared (spec 2 §2, §7): Family, Community, Relationships, and three nudge buttons with the spec's
// prompts. The words, per language, are in messages/purpose-topics.*.ts.
import { PurposeTopic } from "./purpose-topic";

/** What the three buttons send (spec 2 §7), whatever the page's language. */
const PROMPTS = ["Give me a family connection idea.", "Give me a community action idea.", "Give me a friendship/relationship nudge."] as const;

export function SharedPurposePage() {
  return <PurposeTopic topic="shared" prompts={PROMPTS} />;
}
