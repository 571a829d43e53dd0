// Log in with email and password. Every wrong email or password gets the server's one
// message; too many failures get its wait; success stores the session of spec 1 §3.
import { useId, type FormEvent } from "react";
import { useMessages } from "../i18n/use-locale";
import { logIn, type AuthAnswer } from "../lib/api-client";
import { checkLoginForm, type LoginField } from "./account-rules";
import { accountMessages } from "./messages/account";
import { TextField } from "./text-field";
import { useAccountForm } from "./use-account-form";

const FIELDS: readonly LoginField[] = ["email", "password"];

export function LoginForm({ onLoggedIn }: { onLoggedIn(answer: AuthAnswer): void }) {
  const id = useId();
  const m = useMessages(accountMessages);
  const form = useAccountForm(FIELDS, (values) => checkLoginForm(values, m.rules), m.forms.networkFailure);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = await form.submit((signal) => logIn(form.values.email.trim(), form.values.password, signal));
    if (answer) onLoggedIn(answer);
  }

  return (
    <form className="card account-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{m.forms.logIn}</h2>
      <TextField
        id={`${id}-email`}
        label={m.forms.email}
        type="email"
        autoComplete="username"
        value={form.values.email}
        onChange={(value) => form.change("email", value)}
        error={form.errors.email}
        inputRef={form.inputRef("email")}
      />
      <TextField
        id={`${id}-password`}
        label={m.forms.password}
        type="password"
        autoComplete="current-password"
        value={form.values.password}
        onChange={(value) => form.change("password", value)}
        error={form.errors.password}
        inputRef={form.inputRef("password")}
      />
      <div role="alert">{form.formError && <p className="alert error">{form.formError}</p>}</div>
      <button type="submit" className="button" disabled={form.busy}>
        {form.busy ? m.forms.loggingIn : m.forms.logIn}
      </button>
    </form>
  );
}
