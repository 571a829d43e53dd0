// The protection quiz (spec 2 §2, §4): three checkboxes; the checklist appears on submit and
// hides again as soon as any answer changes.
import { useId, useState, type FormEvent } from "react";
import { NO_ANSWERS, protectionChecklist, type ProtectionAnswers } from "./protection-checklist";

const QUESTIONS: readonly { id: keyof ProtectionAnswers; label: string }[] = [
  { id: "dependents", label: "Someone depends on my income (a spouse, children or parents)" },
  { id: "healthCover", label: "I have health insurance of my own" },
  { id: "vehicle", label: "I own a car, scooter or motorcycle" },
];

export function ProtectionQuiz() {
  const id = useId();
  const [answers, setAnswers] = useState<ProtectionAnswers>(NO_ANSWERS);
  const [submitted, setSubmitted] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
  }

  function toggle(question: keyof ProtectionAnswers, checked: boolean) {
    setAnswers((previous) => ({ ...previous, [question]: checked }));
    setSubmitted(false);
  }

  return (
    <div className="quiz">
      <form className="quiz" onSubmit={onSubmit}>
        <fieldset>
          <legend>Tick what applies to you</legend>
          {QUESTIONS.map((question) => (
            <label key={question.id} className="quiz-option" htmlFor={`${id}-${question.id}`}>
              <input
                id={`${id}-${question.id}`}
                type="checkbox"
                name={question.id}
                checked={answers[question.id]}
                onChange={(event) => toggle(question.id, event.target.checked)}
              />
              <span>{question.label}</span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button">
          Show my checklist
        </button>
      </form>
      <div role="status">
        {submitted && (
          <section className="card checklist-card" aria-labelledby={`${id}-checklist`}>
            <h3 id={`${id}-checklist`}>Your protection checklist</h3>
            <ul className="checklist">
              {protectionChecklist(answers).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
