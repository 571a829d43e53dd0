// One saved plan in My plans: its name is the link that opens it; Rename edits the name in place; Delete asks
// once before deleting. A refused token ends the session (the shell says so).
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { LOCALE_INFO } from "../i18n/locales";
import { useLocale, useMessages } from "../i18n/use-locale";
import { deletePlan, renamePlan, type AccountResult, type SavedPlan } from "../lib/api-client";
import { formatDate } from "../lib/format-money";
import { toolsMessages } from "../pages/messages/tools";
import { accountMessages } from "./messages/account";
import { planLocale, planPath } from "./plan-links";
import { PLAN_NAME_MAX_CHARS } from "./save-plan";

type Mode = "view" | "rename" | "confirm-delete";

interface PlanItemProps {
  plan: SavedPlan;
  token: string;
  onRenamed(plan: SavedPlan): void;
  onDeleted(plan: SavedPlan): void;
  onSessionEnded(): void;
}

export function PlanItem({ plan, token, onRenamed, onDeleted, onSessionEnded }: PlanItemProps) {
  const id = useId();
  const messages = useMessages(accountMessages);
  const m = messages.plans;
  const tools = useMessages(toolsMessages).tools;
  const locale = useLocale();
  const [mode, setMode] = useState<Mode>("view");
  const [name, setName] = useState(plan.name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (mode === "rename") nameInput.current?.select();
    if (mode === "confirm-delete") keepButton.current?.focus();
  }, [mode]);

  const backToView = () => {
    setMode("view");
    setError(null);
    requestAnimationFrame(() => renameButton.current?.focus());
  };

  async function run<T>(call: () => Promise<AccountResult<T>>): Promise<T | null> {
    setBusy(true);
    setError(null);
    try {
      const result = await call();
      if (result.ok) return result.value;
      if (result.status === 401) onSessionEnded();
      else setError(result.error);
    } catch {
      setError(messages.forms.networkFailure);
    } finally {
      setBusy(false);
    }
    return null;
  }

  async function onRename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const newName = name.trim();
    if (newName === "") return setError(m.nameRequired);
    if ([...newName].length > PLAN_NAME_MAX_CHARS) return setError(m.nameTooLong(PLAN_NAME_MAX_CHARS));
    const renamed = await run(() => renamePlan(token, plan.id, newName));
    if (renamed) {
      onRenamed(renamed);
      backToView();
    }
  }

  async function onDelete() {
    const gone = await run(async (): Promise<AccountResult<boolean>> => {
      const result = await deletePlan(token, plan.id);
      // 404: already deleted (in another tab, say): the outcome the visitor wanted.
      return result.ok || result.status === 404 ? { ok: true, value: true } : result;
    });
    if (gone) onDeleted(plan);
  }

  const errorId = `${id}-error`;
  const toolTitle = Object.entries(tools).find(([toolId]) => toolId.toLowerCase() === plan.toolId.toLowerCase())?.[1].title ?? m.calculator;
  const savedDate = formatDate(plan.updatedAt, locale);
  return (
    <li className="card plan-item">
      <h2 className="plan-name">
        {/* The plan's own language, whatever the language of this page (plan-links.ts). */}
        <Link to={planPath(plan)} hrefLang={planLocale(plan) === locale ? undefined : LOCALE_INFO[planLocale(plan)].htmlLang}>
          {plan.name}
        </Link>
      </h2>
      <p className="muted plan-meta">{[toolTitle, savedDate && m.saved(savedDate)].filter(Boolean).join(" · ")}</p>
      {mode === "rename" && (
        <form className="plan-rename" onSubmit={onRename} noValidate onKeyDown={(event) => event.key === "Escape" && backToView()}>
          <div className="form-field">
            <label htmlFor={`${id}-name`}>{m.newName(plan.name)}</label>
            <input
              id={`${id}-name`}
              ref={nameInput}
              type="text"
              autoComplete="off"
              maxLength={PLAN_NAME_MAX_CHARS}
              value={name}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <div className="plan-actions">
            <button type="submit" className="button" disabled={busy}>
              {busy ? m.saving : m.saveName}
            </button>
            <button type="button" className="button secondary" onClick={backToView}>
              {m.cancel}
            </button>
          </div>
        </form>
      )}
      {mode === "confirm-delete" && (
        <div className="plan-actions" role="group" aria-label={m.confirmLabel(plan.name)}>
          <p className="plan-confirm">{m.confirm(plan.name)}</p>
          <button type="button" className="button danger" disabled={busy} onClick={onDelete}>
            {busy ? m.deleting : m.delete}
          </button>
          <button ref={keepButton} type="button" className="button secondary" onClick={backToView}>
            {m.keep}
          </button>
        </div>
      )}
      {mode === "view" && (
        <div className="plan-actions">
          <button ref={renameButton} type="button" className="button secondary" aria-label={m.renameLabel(plan.name)} onClick={() => setMode("rename")}>
            {m.rename}
          </button>
          <button type="button" className="button secondary" aria-label={m.deleteLabel(plan.name)} onClick={() => setMode("confirm-delete")}>
            {m.delete}
          </button>
        </div>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
