// Sign up with name, email and a password typed twice. The form checks what it can, the
// password's guessability with zxcvbn loaded only now; the server checks again (and the
// common-password list), and its message lands under the field it names. Sign-up answers
// alike whether or not the email had an account and gives no token, so the form then logs in
// with what was typed; a refused log-in says to log in with the existing account's password.
import { useId, type FormEvent } from "react";
import { Link } from "../i18n/link";
import { Rich } from "../i18n/rich";
import { useMessages } from "../i18n/use-locale";
import { logIn, signUp, type AccountResult, type AuthAnswer } from "../lib/api-client";
import { checkSignupForm, NAME_MAX_CHARS, PASSWORD_MIN_CHARS, type SignupField } from "./account-rules";
import { accountMessages } from "./messages/account";
import { TextField } from "./text-field";
import { useAccountForm } from "./use-account-form";

const FIELDS: readonly SignupField[] = ["name", "email", "password", "confirm"];

export function SignupForm({ onSignedUp }: { onSignedUp(answer: AuthAnswer): void }) {
  const id = useId();
  const m = useMessages(accountMessages);
  const form = useAccountForm(FIELDS, (values) => checkSignupForm(values, m.rules), m.forms.networkFailure);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { name, email, password } = form.values;
    const answer = await form.submit(async (signal): Promise<AccountResult<AuthAnswer>> => {
      // Without the estimator (it failed to load), the server's check alone decides.
      const weakness = await import("./password-strength").then(
        ({ passwordWeakness }) => passwordWeakness(password, name, email),
        () => undefined,
      );
      if (weakness) return { ok: false, status: 400, error: weakness === "common" ? m.rules.commonPassword : m.rules.guessablePassword, field: "password" };
      const received = await signUp({ name: name.trim(), email: email.trim(), password }, signal);
      if (!received.ok) return received;
      const loggedIn = await logIn(email.trim(), password, signal);
      return loggedIn.ok || loggedIn.status !== 401 ? loggedIn : { ok: false, status: 401, error: m.forms.signedUpNotLoggedIn };
    });
    if (answer) onSignedUp(answer);
  }

  return (
    <form id="sign-up" className="card account-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{m.forms.signUp}</h2>
      <TextField
        id={`${id}-name`}
        label={m.forms.name}
        type="text"
        autoComplete="name"
        maxLength={NAME_MAX_CHARS}
        value={form.values.name}
        onChange={(value) => form.change("name", value)}
        error={form.errors.name}
        inputRef={form.inputRef("name")}
      />
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
        autoComplete="new-password"
        hint={m.forms.passwordHint(PASSWORD_MIN_CHARS)}
        value={form.values.password}
        onChange={(value) => form.change("password", value)}
        error={form.errors.password}
        inputRef={form.inputRef("password")}
      />
      <TextField
        id={`${id}-confirm`}
        label={m.forms.confirm}
        type="password"
        autoComplete="new-password"
        value={form.values.confirm}
        onChange={(value) => form.change("confirm", value)}
        error={form.errors.confirm}
        inputRef={form.inputRef("confirm")}
      />
      <p className="field-hint">
        <Rich text={m.forms.keeps} slots={{ link: <Link to="/#privacy">{m.forms.privacy}</Link> }} />
      </p>
      <div role="alert">{form.formError && <p className="alert error">{form.formError}</p>}</div>
      <button type="submit" className="button" disabled={form.busy}>
        {form.busy ? m.forms.signingUp : m.forms.signUp}
      </button>
    </form>
  );
}
