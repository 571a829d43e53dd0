// Pieces every AI panel on the health and purpose pages shows the same way: the alert area,
// the output area with its placeholder, and the busy spinner. Replies are rendered as text,
// never as HTML.

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
  return (
    <p id={id} className={length > limit ? "char-count over" : "char-count"}>
      {length} / {limit} characters
    </p>
  );
}

/** The typed panels' notice while offline: nothing is lost, and nothing can be asked yet. */
export const TYPED_OFFLINE_NOTICE = "You are offline. What you typed stays here; ask again when you are back online.";

/** Beside a panel's button while the browser is offline; an always-present live region, so it is announced. */
export function OfflineNotice({ online, text = TYPED_OFFLINE_NOTICE }: { online: boolean; text?: string }) {
  return <div role="status">{!online && <p className="alert ai-offline">{text}</p>}</div>;
}
