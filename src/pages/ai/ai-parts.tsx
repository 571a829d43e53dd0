// Pieces every AI panel on the health and purpose pages shows the same way: the alert area,
// the output area with its placeholder, and the busy spinner. Replies are rendered as text,
// never as HTML. Every panel also shows Tele-MANAS, India's mental-health helpline, always.
import type { ReactNode } from "react";
import { EMERGENCY_HREF, EMERGENCY_NUMBER, TELE_MANAS } from "../../../crisis/helpline";
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

/** Each number the helpline line may print, and the tel: link it becomes. */
const CALL_LINKS: readonly (readonly [string, string])[] = [
  [TELE_MANAS.tollFreeNumber, TELE_MANAS.tollFreeHref],
  [TELE_MANAS.shortNumber, TELE_MANAS.shortHref],
  [EMERGENCY_NUMBER, EMERGENCY_HREF],
];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const NUMBERS = new RegExp(`(${CALL_LINKS.map(([number]) => escapeRegExp(number)).join("|")})`);

/** The catalogue's sentence with each phone number in it made a tel: link (a tap calls it on a phone). */
function withCallLinks(text: string): ReactNode[] {
  return text.split(NUMBERS).map((part, index) => {
    const href = index % 2 === 1 ? CALL_LINKS.find(([number]) => number === part)?.[1] : undefined;
    return href ? (
      <a key={index} href={href}>
        {part}
      </a>
    ) : (
      part
    );
  });
}

/**
 * Tele-MANAS in one short line, on every AI panel at all times. `urgent` once what the visitor
 * typed speaks of suicide or self-harm (crisis/detector.ts, checked in the browser so it shows
 * at once, offline too): a warmer line with the emergency number, announced by its live region.
 */
export function HelplineLine({ urgent = false }: { urgent?: boolean }) {
  const m = useMessages(aiMessages).helpline;
  const text = urgent ? m.urgent(TELE_MANAS.shortNumber, TELE_MANAS.tollFreeNumber, EMERGENCY_NUMBER) : m.line(TELE_MANAS.shortNumber, TELE_MANAS.tollFreeNumber);
  return (
    <div role="status" className="ai-helpline-region">
      <p className={urgent ? "ai-helpline urgent" : "ai-helpline"} data-testid="ai-helpline">
        {withCallLinks(text)}
      </p>
    </div>
  );
}
