// A form's values carried across the language switch. A calculator writes its inputs to the URL
// only once calculated, so a switch before Calculate would otherwise open the other language's
// page with the defaults. The page on screen offers a reader of its current values; the switch
// reads it when pressed and passes the values in the navigation's history state, where the
// page in the other language reads them back (and a reload or Back finds them still there).

/** Field id -> the text in the field, as the URL query would carry it. */
export type FormValues = Readonly<Record<string, string>>;

let offered: { read(): FormValues } | null = null;

/** The page's form offers its values to the switch while it is mounted; returns the withdrawal. */
export function offerFormValues(read: () => FormValues): () => void {
  const entry = { read };
  offered = entry;
  return () => {
    if (offered === entry) offered = null;
  };
}

/** The values of the form on screen now, or undefined without one. */
export function formValuesNow(): FormValues | undefined {
  return offered?.read();
}

/** The history state the switch navigates with (react-router keeps it under `usr`). */
export function carriedState(values: FormValues): { formValues: FormValues } {
  return { formValues: values };
}

/**
 * The values the switch carried to this page (history.state.usr.formValues), only those that
 * are strings; undefined when it carried none. Read when the page's form first takes its values.
 */
export function carriedFormValues(state: unknown): FormValues | undefined {
  const usr = (state as { usr?: unknown } | null)?.usr;
  const values = (usr as { formValues?: unknown } | null | undefined)?.formValues;
  if (!values || typeof values !== "object") return undefined;
  const strings = Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return Object.fromEntries(strings);
}

/** `state` without carried values: once the URL carries the inputs, it is the truth (a reload reads it). */
export function withoutCarriedValues(state: unknown): unknown {
  const usr = (state as { usr?: unknown } | null)?.usr;
  if (!usr || typeof usr !== "object" || !("formValues" in usr)) return state;
  const { formValues: _dropped, ...rest } = usr as { formValues?: unknown };
  return { ...(state as object), usr: Object.keys(rest).length > 0 ? rest : undefined };
}
