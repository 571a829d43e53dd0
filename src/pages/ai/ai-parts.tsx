// Pieces every AI panel on the health and purpose pages shows the same way: the alert area,
// the output area with its placeholder, and the busy spinner. Replies are rendered as text,
// never as HTML.
import { useMessages } from "../../i18n/use-locale";
import { aiMessages } from "./messages/ai";

/** The alert area: empty until a request fails, is cancelled or an estimate replaces the reply. */
export function AiAlert({ message }: { message: string }) {
  return (
    <div role="alert" className={message ? "alert error ai-alert" : "ai-alert"}>
      {message}
    </div>
  );
}

/** The output area: the reply as plain text (line breaks kept), or the placeholder. */
export function AiOutput({ output, placeholder }: { output: string; placeholder: string }) {
  return (
    <div className="ai-output" aria-live="polite" data-testid="ai-output">
      {output ? <p className="ai-reply">{output}</p> : <p className="ai-placeholder">{placeholder}</p>}
    </div>
  );
}

export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}

/** "123 / 600 characters"; past the limit it turns to the error colour. */
export function CharCount({ length, limit, id }: { length: number; limit: number; id: string }) {
  const m = useMessages(aiMessages).parts;
  return (
    <p id={id} className={length > limit ? "char-count over" : "char-count"}>
      {m.chars(length, limit)}
    </p>
  );
}

/** Beside a panel's button while the browser is offline; an always-present live region, so it is announced. */
export function OfflineNotice({ online, text }: { online: boolean; text?: string }) {
  const m = useMessages(aiMessages).parts;
  text ??= m.typedOffline;
  return <div role="status">{!online && <p className="alert ai-offline">{text}</p>}</div>;
}

interface AiTextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** The panel's input limit: the count under the field turns red past it. */
  limit: number;
  error: string | null | undefined;
  placeholder?: string;
  /** A three-line text area (a feeling, a thought) rather than a one-line input (the planner's note). */
  multiline?: boolean;
}

/** A panel's text field: its label, the text, a count against the limit, and the error tied to it. */
export function AiTextField({ id, label, value, onChange, limit, error, placeholder, multiline = false }: AiTextFieldProps) {
  const field = {
    id,
    value,
    placeholder,
    required: true,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error ${id}-count` : `${id}-count`,
  };
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...field} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...field} type="text" autoComplete="off" onChange={(event) => onChange(event.target.value)} />
      )}
      <CharCount id={`${id}-count`} length={value.trim().length} limit={limit} />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The submit button (its busy label and the spinner while a request runs), and Cancel beside it meanwhile. */
export function AiActions({ busy, label, busyLabel, onCancel }: { busy: boolean; label: string; busyLabel: string; onCancel(): void }) {
  const m = useMessages(aiMessages).parts;
  return (
    <div className="form-actions">
      <button type="submit" className="button" disabled={busy}>
        {busy ? (
          <>
            <Spinner /> {busyLabel}
          </>
        ) : (
          label
        )}
      </button>
      {busy && (
        <button type="button" className="button secondary" onClick={onCancel}>
          {m.cancel}
        </button>
      )}
    </div>
  );
}
