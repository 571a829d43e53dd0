// The state both account forms share: values, errors per field and for the whole form, a busy
// flag, focus on the first field in error, and the request cancelled if the page goes away.
import { useEffect, useRef, useState } from "react";
import type { AccountResult, AuthAnswer } from "../lib/api-client";
import type { FieldErrors } from "./account-rules";

/** `networkFailure`: what to say when the server cannot be reached, in the page's language. */
export function useAccountForm<Field extends string>(
  fields: readonly Field[],
  check: (values: Record<Field, string>) => FieldErrors<Field>,
  networkFailure: string,
) {
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((field) => [field, ""])) as Record<Field, string>);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const focusFirst = (found: FieldErrors<Field>) => {
    const first = fields.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  /** Checks, sends, and hands back the answer on success; shows the failure otherwise. */
  const submit = async (send: (signal: AbortSignal) => Promise<AccountResult<AuthAnswer>>): Promise<AuthAnswer | null> => {
    if (busy) return null;
    const found = check(values);
    setErrors(found);
    setFormError(null);
    if (Object.values(found).some(Boolean)) {
      focusFirst(found);
      return null;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    setBusy(true);
    try {
      const result = await send(controller.signal);
      if (result.ok) return result.value;
      const field = fields.find((candidate) => candidate === result.field);
      if (field) {
        setErrors({ [field]: result.error } as FieldErrors<Field>);
        inputs.current[field]?.focus();
      } else {
        setFormError(result.error);
      }
    } catch {
      if (!controller.signal.aborted) setFormError(networkFailure);
    } finally {
      if (!controller.signal.aborted) setBusy(false);
    }
    return null;
  };

  const inputRef = (field: Field) => (element: HTMLInputElement | null) => {
    inputs.current[field] = element;
  };

  return { values, errors, formError, busy, change, submit, inputRef };
}
