// The events of a drag's step that React's root has nothing to do with stop before it.
//
// React listens for every event at its root container, in the capture phase and in the bubble
// phase, and dispatches each one through its plugins whether or not a component handles it. A
// key pressed on a slider is a `keydown`, the browser's `input` and `change` (its default action)
// and a `keyup`. The number field takes the `input` itself (number-field.tsx); for the keys,
// React finds the fibers along the tree for key listeners (there are none on a slider or above
// it) and its select plugin reads the window's selection, in both phases; for the `change`, its
// change plugin compares the slider's value with the one it last recorded, which the `input`
// already brought into step, so it never calls onChange. At 4x CPU those dispatches were a fixed
// share of every keyboard step's task and the whole of its `keyup` task. A drag by pointer is a
// `pointermove` and a `mousemove` at every step (and a touch move on a phone), each dispatched by
// React in both phases with no component to call: about 1 ms of every pointer step's task at 4x,
// and the first pointer events a page sees run React's event code for the first time (20 ms for
// the `pointerover` that reaches the slider, traced at 4x).
//
// The listener sits on the document's body, in the capture phase: the first point on the event's
// path below the document that is above React's root container, so listeners on the window and
// the document still see every event. Stopping an event's propagation leaves its default action
// alone: the slider still moves, and still fires its `input` (dispatched as an event of its own,
// not stopped here). Stopped, only on a slider registered here (the number fields'):
// - the keys that move a slider, without Ctrl, Alt or Meta; Tab, Escape and every other key go
//   on as before;
// - a `change` whose value the field's own `input` listener has already handled (taken in place,
//   or handed to React's onChange), so React has nothing new in it;
// - the pointer, mouse and touch events whose target is the slider (`click` goes on). The touch
//   listeners are passive, so they never hold a scroll back.
// A component's onKeyDown, onKeyUp, pointer, mouse or touch handler, or native onChange, on a
// slider or an ancestor would not see these events: none has one. A listener that must see a
// press anywhere (the menu's outside press, nav.tsx) listens on the document in the capture phase.

/** The keys a range input takes as a step (HTML's slider keyboard interaction). */
const MOVING_KEYS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown"]);

/** The pointer, mouse and touch events of a press or a drag on a slider. */
const POINTER_EVENTS = [
  "pointerover", "pointerout", "pointerdown", "pointermove", "pointerup", "pointercancel",
  "gotpointercapture", "lostpointercapture",
  "mouseover", "mouseout", "mousedown", "mousemove", "mouseup",
  "touchstart", "touchmove", "touchend", "touchcancel",
] as const;

/** Each registered slider, with whether its `input` listener has handled the value it has now. */
const sliders = new WeakMap<EventTarget, () => boolean>();
const listening = new WeakSet<HTMLElement>();

function stopSliderKey(event: Event): void {
  const key = event as KeyboardEvent;
  if (event.target === null || !sliders.has(event.target)) return;
  if (!MOVING_KEYS.has(key.key) || key.ctrlKey || key.altKey || key.metaKey) return;
  event.stopPropagation();
}

function stopSliderPointer(event: Event): void {
  if (event.target !== null && sliders.has(event.target)) event.stopPropagation();
}

function stopHandledChange(event: Event): void {
  const handled = event.target === null ? undefined : sliders.get(event.target);
  if (handled?.()) event.stopPropagation();
}

/**
 * Keeps the events above from React's root listeners while `slider` is registered; `handled`
 * says whether the slider's own `input` listener has handled the value the slider has now.
 * Returns the function that unregisters it. The body's listeners are added once per document
 * and stay (they do nothing for an element not registered).
 */
export function keepSliderEventsFromReact(slider: HTMLInputElement, handled: () => boolean): () => void {
  const body = slider.ownerDocument.body;
  if (!listening.has(body)) {
    listening.add(body);
    body.addEventListener("keydown", stopSliderKey, { capture: true });
    body.addEventListener("keyup", stopSliderKey, { capture: true });
    body.addEventListener("change", stopHandledChange, { capture: true });
    for (const type of POINTER_EVENTS) body.addEventListener(type, stopSliderPointer, { capture: true, passive: true });
  }
  sliders.set(slider, handled);
  return () => {
    sliders.delete(slider);
  };
}
