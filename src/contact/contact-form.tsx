// The contact form (spec 2 §2, §4, §7, §8): idle -> loading ('Sending...') -> success or
// error; the banner clears after 5 seconds and the form is emptied on success. Offline, it
// says so beside the button and a Send keeps the message instead of failing it.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useMessages } from "../i18n/use-locale";
import { postContact } from "../lib/api-client";
import { isOnline, useOnline } from "../lib/use-online";
import {
  BANNER_MS,
  EMPTY_CONTACT,
  MAX_LENGTH,
  PHONE_BROWSER_PATTERN,
  trimContact,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from "./contact-rules";
import { contactMessages } from "./messages/contact";

type Status = "idle" | "loading" | "success" | "error" | "offline";

export function ContactForm() {
  const id = useId();
  const m = useMessages(contactMessages);
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<Status>("idle");
  const online = useOnline();
  const inFlight = useRef<AbortController | null>(null);
  const fieldRefs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  useEffect(() => () => inFlight.current?.abort(), []);

  // The banner stays for BANNER_MS, then the form returns to idle.
  useEffect(() => {
    if (status !== "success" && status !== "error" && status !== "offline") return;
    const timer = window.setTimeout(() => setStatus("idle"), BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  function change(field: ContactField, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "loading") return;
    const found = validateContact(values, m.rules);
    setErrors(found);
    const firstInvalid = (Object.keys(EMPTY_CONTACT) as ContactField[]).find((field) => found[field]);
    if (firstInvalid) {
      fieldRefs.current[firstInvalid]?.focus();
      return;
    }
    if (!isOnline()) {
      setStatus("offline");
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    setStatus("loading");
    let outcome: Status;
    try {
      outcome = (await postContact(trimContact(values), controller.signal)).ok ? "success" : "error";
    } catch {
      // The connection dropped while sending: say so if that is why, as a Send pressed offline does.
      outcome = isOnline() ? "error" : "offline";
    }
    if (controller.signal.aborted) return;
    inFlight.current = null;
    if (outcome === "success") setValues(EMPTY_CONTACT);
    setStatus(outcome);
  }

  const field = (name: ContactField, label: string, extra: { type?: string; autoComplete: string; inputMode?: "tel" | "email" }) => {
    const error = errors[name];
    return (
      <div className="form-field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          ref={(element) => {
            fieldRefs.current[name] = element;
          }}
          name={name}
          type={extra.type ?? "text"}
          inputMode={extra.inputMode}
          autoComplete={extra.autoComplete}
          required
          maxLength={MAX_LENGTH[name]}
          pattern={name === "phoneno" ? PHONE_BROWSER_PATTERN : undefined}
          value={values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : name === "phoneno" ? `${id}-phone-hint` : undefined}
          onChange={(event) => change(name, event.target.value)}
        />
        {name === "phoneno" && !error && (
          <p id={`${id}-phone-hint`} className="field-hint">
            {m.form.phoneHint}
          </p>
        )}
        {error && (
          <p id={`${id}-${name}-error`} className="field-error">
            {error}
          </p>
        )}
      </div>
    );
  };

  const messageError = errors.message;
  return (
    <form className="card contact-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{m.form.heading}</h2>
      {field("name", m.form.name, { autoComplete: "name" })}
      {field("email", m.form.email, { type: "email", autoComplete: "email", inputMode: "email" })}
      {field("phoneno", m.form.phone, { type: "tel", autoComplete: "tel-national", inputMode: "tel" })}
      <div className="form-field">
        <label htmlFor={`${id}-message`}>{m.form.message}</label>
        <textarea
          id={`${id}-message`}
          ref={(element) => {
            fieldRefs.current.message = element;
          }}
          name="message"
          rows={5}
          required
          maxLength={MAX_LENGTH.message}
          value={values.message}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${id}-message-error` : undefined}
          onChange={(event) => change("message", event.target.value)}
        />
        {messageError && (
          <p id={`${id}-message-error`} className="field-error">
            {messageError}
          </p>
        )}
      </div>
      <button type="submit" className="button" disabled={status === "loading"}>
        {status === "loading" ? m.form.sending : m.form.send}
      </button>
      {/* Live regions that are always present, so assistive technology announces each banner. */}
      <div className="contact-banners">
        <div role="status">
          {!online && <p className="alert offline-notice">{m.banners.offline}</p>}
          {status === "success" && <p className="alert success">{m.banners.success}</p>}
        </div>
        <div role="alert">
          {status === "error" && <p className="alert error">{m.banners.failure}</p>}
          {/* Once the connection is back, 'not sent: you are offline' would be stale. */}
          {status === "offline" && !online && <p className="alert error">{m.banners.offlineNotSent}</p>}
        </div>
      </div>
    </form>
  );
}
