// The only module that calls fetch for our API (STYLE.md, "One module per transport").
// Features call these typed functions; each says what it sends and what it hands back.
import { localeOfPath, type Locale } from "../i18n/locales";
import { apiBase } from "./config";

/**
 * The page's language, from its URL (/hi/... is Hindi): the server answers its messages in
 * it (Accept-Language, and `lang` in the assistant's body). English pages send 'en'
 * explicitly, so a browser whose own preference is Hindi still gets the English page's words.
 */
function pageLocale(): Locale {
  return typeof window === "undefined" ? "en" : localeOfPath(window.location.pathname);
}

/** What a request came back with; network failures and aborts reject instead. */
export interface ApiReply {
  ok: boolean;
  status: number;
  /** The response body as text ("" for a reply whose body is not read). */
  bodyText: string;
}

/** The contact form's payload (spec 2 §3, §7). */
export interface ContactMessage {
  name: string;
  email: string;
  phoneno: string;
  message: string;
}

async function postJson(path: string, body: unknown, signal: AbortSignal | undefined, readBody: boolean): Promise<ApiReply> {
  const response = await fetch(`${apiBase()}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", "accept-language": pageLocale() },
    body: JSON.stringify(body),
    signal,
  });
  if (!readBody) {
    // Let the connection go without waiting for a body nobody reads.
    await response.body?.cancel().catch(() => undefined);
    return { ok: response.ok, status: response.status, bodyText: "" };
  }
  return { ok: response.ok, status: response.status, bodyText: await response.text() };
}

/** `POST {backend}/contact`. Spec 2 §7: any OK status is success and the answer is not read. */
export function postContact(message: ContactMessage, signal?: AbortSignal): Promise<ApiReply> {
  return postJson("/contact", message, signal, false);
}

/**
 * `POST {backend}/wellness-assistant` with `{ prompt }`, plus `lang` from a page in another
 * language than English (`{ prompt, lang: 'hi' }`: the answer comes in Hindi); the body is
 * returned as text.
 */
export function postWellnessAssistant(prompt: string, signal?: AbortSignal): Promise<ApiReply> {
  const lang = pageLocale();
  return postJson("/wellness-assistant", lang === "en" ? { prompt } : { prompt, lang }, signal, true);
}

// ---- Accounts and saved plans ----

/** What sign-up and log-in answer: the session of spec 1 §3. */
export interface AuthAnswer {
  token: string;
  userName: string;
}

export interface SignUpDetails {
  name: string;
  email: string;
  password: string;
}

/** A calculator's inputs saved under a name; `inputs` is the calculator's URL query as field id -> text. */
export interface PlanDraft {
  name: string;
  toolId: string;
  inputs: Record<string, string>;
}

export interface SavedPlan extends PlanDraft {
  id: number;
  /** ISO 8601, UTC. */
  createdAt: string;
  updatedAt: string;
}

/** An account call's outcome: the answer, or the server's message (and the field it names). Network failures reject. */
export type AccountResult<T> = { ok: true; value: T } | { ok: false; status: number; error: string; field?: string };

const UNREADABLE_ANSWER = "Something went wrong on our side. Please try again later.";

async function accountCall<T>(method: string, path: string, options: { token?: string; body?: unknown; signal?: AbortSignal; keepalive?: boolean } = {}): Promise<AccountResult<T>> {
  const headers: Record<string, string> = { accept: "application/json", "accept-language": pageLocale() };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  // The token travels only in this header, never in a URL that logs or history could keep.
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${apiBase()}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    keepalive: options.keepalive,
    credentials: "omit",
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text === "" ? {} : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const body = typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
  if (response.ok) return body === undefined ? { ok: false, status: response.status, error: UNREADABLE_ANSWER } : { ok: true, value: body as T };
  return {
    ok: false,
    status: response.status,
    error: typeof body?.error === "string" ? body.error : UNREADABLE_ANSWER,
    field: typeof body?.field === "string" ? body.field : undefined,
  };
}

/**
 * `POST {backend}/auth/signup`: 202 with the same message whether or not the email already had
 * an account, and no token (docs/decisions/0110-signup-answers-alike.md): log in next.
 */
export function signUp(details: SignUpDetails, signal?: AbortSignal): Promise<AccountResult<{ message: string }>> {
  return accountCall("POST", "/auth/signup", { body: details, signal });
}

/** `POST {backend}/auth/login`. */
export function logIn(email: string, password: string, signal?: AbortSignal): Promise<AccountResult<AuthAnswer>> {
  return accountCall("POST", "/auth/login", { body: { email, password }, signal });
}

/** `POST {backend}/auth/logout`: revokes the token. Sent with keepalive, so it completes while the page moves on. */
export function logOut(token: string): Promise<AccountResult<unknown>> {
  return accountCall("POST", "/auth/logout", { token, keepalive: true });
}

/** `GET {backend}/plans`: the account's plans, most recently changed first. */
export async function listPlans(token: string, signal?: AbortSignal): Promise<AccountResult<SavedPlan[]>> {
  const result = await accountCall<{ plans: SavedPlan[] }>("GET", "/plans", { token, signal });
  return result.ok ? { ok: true, value: result.value.plans } : result;
}

/** `POST {backend}/plans`. */
export async function savePlan(token: string, draft: PlanDraft, signal?: AbortSignal): Promise<AccountResult<SavedPlan>> {
  const result = await accountCall<{ plan: SavedPlan }>("POST", "/plans", { token, body: draft, signal });
  return result.ok ? { ok: true, value: result.value.plan } : result;
}

/** `PATCH {backend}/plans/{id}` with a new name. */
export async function renamePlan(token: string, planId: number, name: string): Promise<AccountResult<SavedPlan>> {
  const result = await accountCall<{ plan: SavedPlan }>("PATCH", `/plans/${planId}`, { token, body: { name } });
  return result.ok ? { ok: true, value: result.value.plan } : result;
}

/** `DELETE {backend}/plans/{id}`. */
export function deletePlan(token: string, planId: number): Promise<AccountResult<unknown>> {
  return accountCall("DELETE", `/plans/${planId}`, { token });
}
