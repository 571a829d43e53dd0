// A number field: a typed input (accepts '10,000' or '₹5,00,000') and a slider over the
// field's usual range. The error is tied to the input by aria-describedby. A rupee field shows
// its amount grouped (52,00,000) while it is not being edited, and the digits as typed while it
// is; the page's state and the URL keep the typed text.
import { memo, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { groupedFieldText } from "../lib/format-money";
import { useMessages } from "../i18n/use-locale";
import type { NumberFieldDef } from "./definition";
import { formatFieldValue, unitSuffix } from "./format-value";
import { calculatorMessages } from "./messages/calculator";
import { parseInput } from "./parse-input";
import { keepSliderEventsFromReact } from "./slider-events";

interface NumberFieldProps<Id extends string> {
  field: NumberFieldDef<Id>;
  raw: string;
  error: string | undefined;
  onChange(id: Id, raw: string): void;
  /** A slider step the page takes without rendering (use-calculation.ts, stepField); false if it cannot. */
  onStep?(id: Id, raw: string): boolean;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Memoised: a drag step re-renders only the field that moved, and a step the page takes in
 * place (stepField) renders nothing: the field writes its typed value and spoken value itself.
 * (React re-applies an input's name and type whenever it re-renders, so every field
 * re-rendering on every step cost dozens of attribute writes per step; bench/ measures drag
 * latency.)
 */
export const NumberField = memo(NumberFieldView) as typeof NumberFieldView;

function NumberFieldView<Id extends string>({ field, raw, error, onChange, onStep }: NumberFieldProps<Id>) {
  const m = useMessages(calculatorMessages);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const parsed = parseInput(raw);
  const typedRef = useRef<HTMLInputElement>(null);
  const sliderRef = useRef<HTMLInputElement>(null);
  const { min, max, step } = field.slider;
  const sliderValue = Number.isFinite(parsed.value) ? clamp(parsed.value, min, max) : min;
  const prefix = field.unit === "rupees";
  const suffix = unitSuffix(field.unit, m.units);
  // An empty field that stands for something (definition.ts, emptyText) says so, not the slider's minimum.
  const valueText = parsed.empty && field.emptyText ? field.emptyText : formatFieldValue(sliderValue, field.unit, m.units);
  const [editing, setEditing] = useState(false);
  // What the typed input shows for a text: grouped in a rupee field not being edited.
  const shownText = (text: string) => (prefix && !editing ? groupedFieldText(text) : text);
  // The slider is uncontrolled: the browser moves it, a step the page takes in place leaves
  // React's props behind it (a controlled one would be put back after the event), and React's
  // value reaches it here whenever the page's text for this field changes.
  useLayoutEffect(() => {
    const slider = sliderRef.current;
    if (slider && slider.value !== String(sliderValue)) slider.value = String(sliderValue);
  }, [sliderValue]);
  // Its value attribute is the one it was first drawn with (the page as prerendered, or as first
  // rendered), never rewritten: React writes an uncontrolled input's changed defaultValue into
  // the attribute at every render that changes it, a DOM write at the render when a drag rests
  // that changes nothing on screen (the value above is what the slider shows).
  const [firstValue] = useState(sliderValue);

  // A slider step the page takes in place (onStep): the field's own text and spoken value
  // follow without a render. False, having done nothing, when the page cannot take it.
  // (A range input's value is always a number within its min and max.)
  const takeStep = useRef<(value: string) => boolean>(() => false);
  takeStep.current = (value) => {
    if (!onStep?.(field.id, value)) return false;
    if (typedRef.current) typedRef.current.value = shownText(value);
    sliderRef.current?.setAttribute("aria-valuetext", formatFieldValue(Number(value), field.unit, m.units));
    return true;
  };
  // A drag's steps are taken by the slider's own input listener, before the event bubbles to
  // React's listener at the root: a step taken in place stops there, so React never dispatches
  // it (at 4x CPU its dispatch, finding the listeners along the tree and building the synthetic
  // event, was a fixed share of every step's task). A step the page cannot take in place goes on
  // to React's onChange below. React tells a changed value from the one it last saw by a record
  // its value setter keeps; setting the value it already has keeps that record in step, so a
  // later event that returns to an earlier value is still a change to React.
  // The last input event the listener offered the page and the page declined: React's onChange
  // for that same event goes straight to a render, without offering the step a second time.
  const declined = useRef<Event | null>(null);
  useEffect(() => {
    const slider = sliderRef.current;
    if (!slider) return;
    // The value of the last input event handled here (taken in place, or declined and so handed
    // to React's onChange): a change event with it has nothing new for React.
    let handledValue: string | null = null;
    const onInput = (event: Event) => {
      const value = slider.value;
      handledValue = value;
      if (!takeStep.current(value)) {
        declined.current = event;
        return;
      }
      declined.current = null;
      event.stopPropagation();
      slider.value = value;
    };
    slider.addEventListener("input", onInput);
    // The keys that move it, and a change event this listener has already handled, stop before
    // React's root listeners, which have nothing to do for them (slider-events.ts): a keyboard
    // step's keydown, change and keyup are not dispatched by React.
    const release = keepSliderEventsFromReact(slider, () => handledValue === slider.value);
    return () => {
      slider.removeEventListener("input", onInput);
      release();
    };
  }, []);

  return (
    <div className="number-field">
      <label htmlFor={inputId}>{field.label}</label>
      {/* 'invalid' from the render, not a :has() rule on the field: a :has() made Chromium restyle
          every field's box whenever a node was inserted under a field (a drag step's typed text). */}
      <div className={`number-input${prefix ? " has-prefix" : " has-suffix"}${error ? " invalid" : ""}`}>
        {prefix && <span aria-hidden="true">{suffix}</span>}
        {/* The typed input sits in a block of its own (not a flex item itself), so that with its
            fixed size and its size and layout containment (calculator.css) Chromium lays out only
            the input when a drag step writes its text, not the page from its root. */}
        <div className="typed-box">
          <input
            id={inputId}
            name={field.id}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            ref={typedRef}
            value={shownText(raw)}
            placeholder={field.emptyText}
            onFocus={(event) => {
              // The digits at once, in the event (not at React's next render), and selected: the
              // selection Tab or select() was making is lost with the text it selected, and typing
              // must replace the amount rather than add to it. (A click then places the caret.)
              const input = event.currentTarget;
              if (input.value !== raw) {
                input.value = raw;
                input.select();
              }
              setEditing(true);
            }}
            onBlur={() => setEditing(false)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onChange(field.id, event.target.value)}
          />
        </div>
        {!prefix && suffix && <span aria-hidden="true">{suffix}</span>}
      </div>
      {/* The slider in a block of its own: on a phone the field is a grid, and Chromium lays a
          grid item out with its grid, never on its own; inside this block the slider (fixed size,
          contain: size layout) is where a step's layout starts and ends. */}
      <div className="slider-box">
        <input
          type="range"
          className="slider"
          aria-label={m.field.sliderLabel(field.label)}
          min={min}
          max={max}
          step={step}
          ref={sliderRef}
          defaultValue={firstValue}
          aria-valuetext={valueText}
          onChange={(event) => {
            const value = event.target.value;
            const offered = declined.current === event.nativeEvent;
            declined.current = null;
            if (offered || !takeStep.current(value)) onChange(field.id, value);
          }}
        />
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
