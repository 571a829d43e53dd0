// What every JSON body must pass before a route looks at it, and the text checks shared by
// the routes. A failure is a message for a 400 `{ error }` that says what to fix.

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string; field?: string };

export function isJsonObject(body: unknown): body is Record<string, unknown> {
  return typeof body === "object" && body !== null && !Array.isArray(body);
}

/** C0/C1 control characters (Unicode category Cc) other than tab and line breaks. */
const CONTROL_EXCEPT_WHITESPACE = /(?![\t\n\r])\p{Cc}/u;
const ANY_CONTROL = /\p{Cc}/u;
/** A lone UTF-16 surrogate: not a character, and not storable as UTF-8. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Text a person could have typed: well-formed Unicode, no control characters (line breaks only where allowed). */
export function isPlainText(value: string, allowLineBreaks: boolean): boolean {
  if (LONE_SURROGATE.test(value)) return false;
  return !(allowLineBreaks ? CONTROL_EXCEPT_WHITESPACE : ANY_CONTROL).test(value);
}
