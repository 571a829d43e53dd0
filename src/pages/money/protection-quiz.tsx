// The protection quiz (spec 2 §2, §4): three checkboxes; the checklist appears on submit and
// hides again as soon as any answer changes.
import { useId, useState, type FormEvent } from "react";
import { useMessages } from "../../i18n/use-locale";
import { protectionQuizMessages } from "./messages/protection-quiz";
import { NO_ANSWERS, protectionChecklist, type ProtectionAnswers } from "./protection-checklist";

const QUESTIONS: readonly (keyof ProtectionAnswers)[] = ["dependents", "healthCover", "vehicle"];

export function ProtectionQuiz() {
  const id = useId();
  const m = useMessages(protectionQuizMessages);
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
          <legend>{m.legend}</legend>
          {QUESTIONS.map((question) => (
            <label key={question} className="quiz-option" htmlFor={`${id}-${question}`}>
              <input
                id={`${id}-${question}`}
                type="checkbox"
                name={question}
                checked={answers[question]}
                onChange={(event) => toggle(question, event.target.checked)}
              />
              <span>{m.questions[question]}</span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button">
          {m.submit}
        </button>
      </form>
      <div role="status">
        {submitted && (
          <section className="card checklist-card" aria-labelledby={`${id}-checklist`}>
            <h3 id={`${id}-checklist`}>{m.heading}</h3>
            <ul className="checklist">
              {protectionChecklist(answers, m.checklist).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
