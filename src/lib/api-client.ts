// The only module that calls fetch for our API (STYLE.md, "One module per transport").
// Features call these typed functions; each says what it sends and what it hands back.
import { apiBase } from "./config";

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
    headers: { "content-type": "application/json", accept: "application/json" },
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

/** `POST {backend}/wellness-assistant` with `{ prompt }`; the body is returned as text. */
export function postWellnessAssistant(prompt: string, signal?: AbortSignal): Promise<ApiReply> {
  return postJson("/wellness-assistant", { prompt }, signal, true);
}
