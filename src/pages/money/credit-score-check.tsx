// The sample credit-score check (spec 2 §2, §4, §5, §9): a simulation. The PAN stays in this
// component's memory only: it is never sent, stored, logged or put in the address bar.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useMessages } from "../../i18n/use-locale";
import {
  CHECK_DELAY_MS,
  isValidPan,
  normalisePan,
  PAN_LENGTH,
  sampleScore,
  SCORE_RANGE,
  scoreLabel,
  scorePercent,
} from "./credit-score";
import { creditScoreMessages } from "./messages/credit-score";

type CheckState = { phase: "idle" } | { phase: "checking" } | { phase: "result"; score: number };

export function CreditScoreCheck() {
  const id = useId();
  const m = useMessages(creditScoreMessages);
  const [pan, setPan] = useState("");
  const [error, setError] = useState("");
  const [state, setState] = useState<CheckState>({ phase: "idle" });
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.phase === "checking") return;
    if (!isValidPan(pan)) {
      setError(m.panMessage);
      setState({ phase: "idle" });
      return;
    }
    setError("");
    setState({ phase: "checking" });
    timer.current = window.setTimeout(() => setState({ phase: "result", score: sampleScore(Math.random()) }), CHECK_DELAY_MS);
  }

  function onChange(value: string) {
    setPan(normalisePan(value));
    setError("");
    if (state.phase === "result") setState({ phase: "idle" });
  }

  const checking = state.phase === "checking";
  return (
    <div className="card credit-check">
      <p className="callout simulation-note">
        <strong>{m.simulation}</strong> {m.simulationDetail}
      </p>
      <form className="credit-form" onSubmit={onSubmit} autoComplete="off" noValidate>
        <div className="form-field">
          <label htmlFor={`${id}-pan`}>{m.pan}</label>
          <input
            id={`${id}-pan`}
            type="text"
            value={pan}
            maxLength={PAN_LENGTH}
            readOnly={checking}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="ABCDE1234F"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            onChange={(event) => onChange(event.target.value)}
          />
          {error ? (
            <p id={`${id}-error`} className="field-error">
              {error}
            </p>
          ) : (
            <p id={`${id}-hint`} className="field-hint">
              {m.panHint}
            </p>
          )}
        </div>
        <button type="submit" className="button" disabled={checking}>
          {checking ? m.checking : m.check}
        </button>
      </form>
      <div role="status" className="credit-result">
        {state.phase === "result" && <ScoreResult score={state.score} />}
      </div>
    </div>
  );
}

function ScoreResult({ score }: { score: number }) {
  const m = useMessages(creditScoreMessages);
  const label = scoreLabel(score);
  return (
    <>
      <p className="credit-score-line">
        {m.sampleScore} <strong data-testid="credit-score">{score}</strong> <span className={`score-label ${label.toLowerCase()}`}>{m.labels[label]}</span>
      </p>
      <div
        className="score-scale"
        role="meter"
        aria-label={m.meter}
        aria-valuemin={SCORE_RANGE.min}
        aria-valuemax={SCORE_RANGE.max}
        aria-valuenow={score}
      >
        <div className="score-fill" style={{ width: `${scorePercent(score)}%` }} />
      </div>
      <div className="score-ticks" aria-hidden="true">
        <span>{SCORE_RANGE.min}</span>
        <span>750</span>
        <span>{SCORE_RANGE.max}</span>
      </div>
      <p className="muted">{m.scale}</p>
    </>
  );
}
