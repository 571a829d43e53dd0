// Sign up with name, email and a password typed twice. The form checks what it can; the
// server adds the common-password check and one account per email, and its message lands
// under the field it names.
import { useId, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { signUp, type AuthAnswer } from "../lib/api-client";
import { checkSignupForm, NAME_MAX_CHARS, PASSWORD_HINT, type SignupField } from "./account-rules";
import { TextField } from "./text-field";
import { useAccountForm } from "./use-account-form";

const FIELDS: readonly SignupField[] = ["name", "email", "password", "confirm"];

export function SignupForm({ onSignedUp }: { onSignedUp(answer: AuthAnswer): void }) {
  const id = useId();
  const form = useAccountForm(FIELDS, checkSignupForm);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { name, email, password } = form.values;
    const answer = await form.submit((signal) => signUp({ name: name.trim(), email: email.trim(), password }, signal));
    if (answer) onSignedUp(answer);
  }

  return (
    <form id="sign-up" className="card account-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Sign up</h2>
      <TextField
        id={`${id}-name`}
        label="Name"
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
        label="Email"
        type="email"
        autoComplete="username"
        value={form.values.email}
        onChange={(value) => form.change("email", value)}
        error={form.errors.email}
        inputRef={form.inputRef("email")}
      />
      <TextField
        id={`${id}-password`}
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        value={form.values.password}
        onChange={(value) => form.change("password", value)}
        error={form.errors.password}
        inputRef={form.inputRef("password")}
      />
      <TextField
        id={`${id}-confirm`}
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={form.values.confirm}
        onChange={(value) => form.change("confirm", value)}
        error={form.errors.confirm}
        inputRef={form.inputRef("confirm")}
      />
      <p className="field-hint">
        Your account keeps your name, your email, a securely hashed password and the plans you save (<Link to="/#privacy">privacy</Link>).
      </p>
      <div role="alert">{form.formError && <p className="alert error">{form.formError}</p>}</div>
      <button type="submit" className="button" disabled={form.busy}>
        {form.busy ? "Creating your account..." : "Sign up"}
      </button>
    </form>
  );
}
