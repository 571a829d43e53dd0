// The fast path's channel: a SharedArrayBuffer through which the page's input handler
// asks the fast-path worker for one calc-API call and waits for the answer synchronously, so a
// slider step's result is rendered in the step's own frame. Both ends import this file (the
// page through src/core/fast-path.ts): it holds the memory layout, the wire format and the two
// halves of the protocol, and no calculation (the core stays in the worker).
//
// Protocol, on one Int32 word (STATE): the page writes a request and stores REQUEST, then
// notifies; the worker, blocked in Atomics.wait while the word is not REQUEST, answers and
// stores DONE; the page reads the answer and stores IDLE. A call the page stopped waiting for
// (its spin timed out) is found on the next call: DONE is discarded and the word made IDLE;
// still REQUEST means the worker is busy, and the caller falls back to Comlink.

/** The simulations (odds*) stay on the pool or the calc worker: they take milliseconds, not microseconds. */
export function isFastPathMethod(method: string): boolean {
  return !method.startsWith("odds");
}

/** Control words (Int32 indices). */
const STATE = 0;
const STATUS = 1;
const READY = 2;
const CONTROL_WORDS = 4;

const IDLE = 0;
const REQUEST = 1;
const DONE = 2;

const STATUS_OK = 0;
/** The call failed in the worker (a domain error, an unknown method, a value the format cannot carry). */
const STATUS_FAILED = 1;

/** Room for a request and its answer: the longest table (1,200 months × 10 columns) is 96 KB. */
export const FAST_PATH_DATA_BYTES = 1 << 20;

export interface FastPathMemory {
  control: SharedArrayBuffer;
  data: SharedArrayBuffer;
}

export function createFastPathMemory(): FastPathMemory {
  return {
    control: new SharedArrayBuffer(CONTROL_WORDS * Int32Array.BYTES_PER_ELEMENT),
    data: new SharedArrayBuffer(FAST_PATH_DATA_BYTES),
  };
}

// ---- The wire format: a value as a run of float64 slots (a tag, then its content). ----------
// Numbers travel exactly (a float64 is a float64); strings as one slot per UTF-16 code unit
// (only method names and result keys, a few dozen characters); Float64Array columns as they are.

const TAG_UNDEFINED = 0;
const TAG_NULL = 1;
const TAG_NUMBER = 2;
const TAG_TRUE = 3;
const TAG_FALSE = 4;
const TAG_STRING = 5;
const TAG_FLOAT64_ARRAY = 6;
const TAG_ARRAY = 7;
const TAG_OBJECT = 8;

export class FastPathFormatError extends Error {
  override name = "FastPathFormatError";
}

/** Writes `value` at slot `at`; returns the slot after it. Throws FastPathFormatError for what the format cannot carry or what does not fit. */
export function encodeValue(slots: Float64Array, at: number, value: unknown): number {
  const room = (needed: number) => {
    if (at + needed > slots.length) throw new FastPathFormatError("the value does not fit the fast path's buffer");
  };
  const putString = (text: string) => {
    room(2 + text.length);
    slots[at++] = TAG_STRING;
    slots[at++] = text.length;
    for (let index = 0; index < text.length; index++) slots[at++] = text.charCodeAt(index);
  };
  if (value === undefined || value === null) {
    room(1);
    slots[at++] = value === undefined ? TAG_UNDEFINED : TAG_NULL;
  } else if (typeof value === "number") {
    room(2);
    slots[at++] = TAG_NUMBER;
    slots[at++] = value;
  } else if (typeof value === "boolean") {
    room(1);
    slots[at++] = value ? TAG_TRUE : TAG_FALSE;
  } else if (typeof value === "string") {
    putString(value);
  } else if (value instanceof Float64Array) {
    room(2 + value.length);
    slots[at++] = TAG_FLOAT64_ARRAY;
    slots[at++] = value.length;
    slots.set(value, at);
    at += value.length;
  } else if (Array.isArray(value)) {
    room(2);
    slots[at++] = TAG_ARRAY;
    slots[at++] = value.length;
    for (const item of value) at = encodeValue(slots, at, item);
  } else if (typeof value === "object" && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)) {
    const entries = Object.entries(value);
    room(2);
    slots[at++] = TAG_OBJECT;
    slots[at++] = entries.length;
    for (const [key, member] of entries) {
      putString(key);
      at = encodeValue(slots, at, member);
    }
  } else {
    throw new FastPathFormatError(`the fast path cannot carry a ${Object.prototype.toString.call(value)}`);
  }
  return at;
}

/** Reads the value at slot `at`; its columns are copied out of shared memory into fresh buffers. */
export function decodeValue(slots: Float64Array, at: number): { value: unknown; next: number } {
  const tag = slots[at++];
  switch (tag) {
    case TAG_UNDEFINED:
      return { value: undefined, next: at };
    case TAG_NULL:
      return { value: null, next: at };
    case TAG_NUMBER:
      return { value: slots[at], next: at + 1 };
    case TAG_TRUE:
      return { value: true, next: at };
    case TAG_FALSE:
      return { value: false, next: at };
    case TAG_STRING: {
      const length = slots[at++];
      let text = "";
      for (let index = 0; index < length; index++) text += String.fromCharCode(slots[at + index]);
      return { value: text, next: at + length };
    }
    case TAG_FLOAT64_ARRAY: {
      const length = slots[at++];
      return { value: slots.slice(at, at + length), next: at + length };
    }
    case TAG_ARRAY: {
      const length = slots[at++];
      const items: unknown[] = [];
      for (let index = 0; index < length; index++) {
        const item = decodeValue(slots, at);
        items.push(item.value);
        at = item.next;
      }
      return { value: items, next: at };
    }
    case TAG_OBJECT: {
      const length = slots[at++];
      const object: Record<string, unknown> = {};
      for (let index = 0; index < length; index++) {
        const key = decodeValue(slots, at);
        const member = decodeValue(slots, key.next);
        object[key.value as string] = member.value;
        at = member.next;
      }
      return { value: object, next: at };
    }
    default:
      throw new FastPathFormatError(`unknown tag ${tag} in the fast path's buffer`);
  }
}

// ---- The page's half. -----------------------------------------------------------------------

/** Why a call was not answered on the fast path; the caller then uses Comlink. */
export type FastPathMiss = "not-ready" | "busy" | "timeout" | "failed";

export type FastPathAnswer = { ok: true; value: unknown } | { ok: false; miss: FastPathMiss };

export class FastPathCaller {
  private readonly control: Int32Array;
  private readonly slots: Float64Array;

  constructor(
    memory: FastPathMemory,
    /** How long to spin for the answer; the kernels answer in microseconds, a timeout means the worker was not scheduled. */
    private readonly spinLimitMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.control = new Int32Array(memory.control);
    this.slots = new Float64Array(memory.data);
  }

  /** The worker has its core and is waiting for requests. */
  get ready(): boolean {
    return Atomics.load(this.control, READY) === 1;
  }

  /** Calls `method(...args)` in the worker and waits (spinning, never blocking) for the answer. */
  call(method: string, args: readonly unknown[]): FastPathAnswer {
    if (!this.ready) return { ok: false, miss: "not-ready" };
    const state = Atomics.load(this.control, STATE);
    if (state === REQUEST) return { ok: false, miss: "busy" };
    // DONE here is the answer to a call that timed out: nobody wants it any more.
    if (state === DONE) Atomics.store(this.control, STATE, IDLE);
    try {
      encodeValue(this.slots, encodeValue(this.slots, 0, method), [...args]);
    } catch (error) {
      if (error instanceof FastPathFormatError) return { ok: false, miss: "failed" };
      throw error;
    }
    Atomics.store(this.control, STATE, REQUEST);
    Atomics.notify(this.control, STATE);
    const deadline = this.now() + this.spinLimitMs;
    while (Atomics.load(this.control, STATE) !== DONE) {
      if (this.now() > deadline) return { ok: false, miss: "timeout" };
    }
    const failed = Atomics.load(this.control, STATUS) !== STATUS_OK;
    const answer: FastPathAnswer = failed ? { ok: false, miss: "failed" } : { ok: true, value: decodeValue(this.slots, 0).value };
    Atomics.store(this.control, STATE, IDLE);
    return answer;
  }
}

// ---- The worker's half. ---------------------------------------------------------------------

export type FastPathHandler = (method: string, args: unknown[]) => unknown;

/**
 * Answers requests for ever. Blocks the calling thread in Atomics.wait between requests, so it
 * is for a worker that does nothing else; the handler's promise is awaited (a microtask turn:
 * microtasks still run between waits, tasks never do).
 */
export async function serveFastPath(memory: FastPathMemory, handle: FastPathHandler): Promise<never> {
  const control = new Int32Array(memory.control);
  const slots = new Float64Array(memory.data);
  Atomics.store(control, READY, 1);
  for (;;) {
    let state = Atomics.load(control, STATE);
    while (state !== REQUEST) {
      Atomics.wait(control, STATE, state);
      state = Atomics.load(control, STATE);
    }
    let status = STATUS_OK;
    try {
      const method = decodeValue(slots, 0);
      const args = decodeValue(slots, method.next).value as unknown[];
      const value = await handle(method.value as string, args);
      encodeValue(slots, 0, value);
    } catch {
      // The page falls back to Comlink, which reports the error exactly as it always has.
      status = STATUS_FAILED;
    }
    Atomics.store(control, STATUS, status);
    Atomics.store(control, STATE, DONE);
    Atomics.notify(control, STATE);
  }
}
