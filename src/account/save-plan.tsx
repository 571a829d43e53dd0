// Saves the calculator's current inputs under a name. The name starts as the
// calculator's title, selected so typing replaces it. A refused token ends the session
// (the shell then says so); other failures are said here.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useSession } from "../app/session";
import type { CalculatorActionsProps } from "../calculators/calculator-page";
import { Link } from "../i18n/link";
import { useLocale, useMessages } from "../i18n/use-locale";
import { savePlan } from "../lib/api-client";
import { accountMessages } from "./messages/account";
import { planInputs } from "./plan-links";
import "./account.css";

export const PLAN_NAME_MAX_CHARS = 80;

type Status = { kind: "idle" } | { kind: "saving" } | { kind: "saved"; name: string; inputsKey: string } | { kind: "failed"; message: string };

/** The inputs as they would be saved: trimmed, as the calculator writes its URL. */
function trimmed(inputs: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(inputs).map(([key, value]) => [key, value.trim()]));
}

export function SavePlan({ toolId, title, inputs }: CalculatorActionsProps) {
  const id = useId();
  const locale = useLocale();
  const messages = useMessages(accountMessages);
  const m = messages.savePlan;
  const { session, endSession } = useSession();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(title);
  const [nameError, setNameError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const nameInput = useRef<HTMLInputElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const inFlight = useRef<AbortController | null>(null);
  const inputsKey = JSON.stringify(trimmed(inputs));

  useEffect(() => () => inFlight.current?.abort(), []);
  useEffect(() => {
    if (open) nameInput.current?.select();
  }, [open]);

  const close = () => {
    setOpen(false);
    setNameError(null);
    // Focus goes back to the button once it is rendered again.
    requestAnimationFrame(() => openButton.current?.focus());
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!session || status.kind === "saving") return;
    const planName = name.trim();
    if (planName === "") return showNameError(messages.plans.nameRequired);
    if ([...planName].length > PLAN_NAME_MAX_CHARS) return showNameError(messages.plans.nameTooLong(PLAN_NAME_MAX_CHARS));
    const controller = new AbortController();
    inFlight.current = controller;
    setStatus({ kind: "saving" });
    try {
      const result = await savePlan(session.token, { name: planName, toolId, inputs: planInputs(trimmed(inputs), locale) }, controller.signal);
      if (result.ok) {
        setStatus({ kind: "saved", name: result.value.name, inputsKey });
        close();
      } else if (result.status === 401) {
        endSession();
      } else if (result.field === "name") {
        setStatus({ kind: "idle" });
        showNameError(result.error);
      } else {
        setStatus({ kind: "failed", message: result.error });
      }
    } catch {
      if (!controller.signal.aborted) setStatus({ kind: "failed", message: messages.forms.networkFailure });
    }
  }

  function showNameError(message: string) {
    setNameError(message);
    nameInput.current?.focus();
  }

  // The confirmation holds only while the inputs are the ones that were saved.
  const saved = status.kind === "saved" && status.inputsKey === inputsKey ? status : null;
  return (
    <div className="save-plan">
      {open ? (
        <form className="save-plan-form" onSubmit={onSubmit} noValidate aria-label={m.formLabel} onKeyDown={(event) => event.key === "Escape" && close()}>
          <div className="form-field">
            <label htmlFor={`${id}-name`}>{m.name}</label>
            <input
              id={`${id}-name`}
              ref={nameInput}
              type="text"
              autoComplete="off"
              maxLength={PLAN_NAME_MAX_CHARS}
              value={name}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${id}-name-error` : undefined}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(null);
              }}
            />
            {nameError && (
              <p id={`${id}-name-error`} className="field-error">
                {nameError}
              </p>
            )}
          </div>
          <div className="save-plan-actions">
            <button type="submit" className="button" disabled={status.kind === "saving"}>
              {status.kind === "saving" ? m.saving : m.save}
            </button>
            <button type="button" className="button secondary" onClick={close}>
              {m.cancel}
            </button>
          </div>
        </form>
      ) : (
        <button
          ref={openButton}
          type="button"
          className="button secondary"
          onClick={() => {
            setOpen(true);
            if (status.kind === "failed") setStatus({ kind: "idle" });
          }}
        >
          {m.open}
        </button>
      )}
      <div role="status">
        {saved && (
          <p className="save-plan-note">
            {m.savedAs(saved.name)}
            <Link to="/my-plans">{m.seeMyPlans}</Link>
          </p>
        )}
      </div>
      <div role="alert">{status.kind === "failed" && <p className="alert error">{status.message}</p>}</div>
    </div>
  );
}
