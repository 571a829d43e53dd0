// 'How this is calculated' for the debt tracker, shown on both pages that use it.
import { useMessages } from "../i18n/use-locale";
import { debtMessages } from "./messages/debt";

export function DebtMethod() {
  const m = useMessages(debtMessages).method;
  return (
    <section className="card debt-method" aria-labelledby="debt-method-heading">
      <h2 id="debt-method-heading">{m.heading}</h2>
      {m.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}
