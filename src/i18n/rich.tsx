// A message with elements inside it ('... see {link}.'): the translation keeps the sentence
// whole and places the element where its grammar needs it; code supplies the element.
import { Fragment, type ReactNode } from "react";

/** Splits `text` on `{name}` placeholders and puts `slots[name]` in their place. */
export function Rich({ text, slots }: { text: string; slots: Record<string, ReactNode> }) {
  const parts = text.split(/\{(\w+)\}/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? <Fragment key={index}>{slots[part] ?? `{${part}}`}</Fragment> : <Fragment key={index}>{part}</Fragment>,
      )}
    </>
  );
}
