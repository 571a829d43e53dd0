// "Latest wins" (DESIGN.md, "Rules of the flow"): every request carries a sequence number; a
// reply older than the newest shown, or sent before the inputs last became invalid, is
// dropped. While one request is in flight, newer inputs wait in a single slot, so inputs
// moved faster than the worker answers coalesce to the last.
// An instant path (the fast path) may answer first, within the input's own task: its
// answer is shown at once, and when it is only part of the result (a planner's odds are left to
// the simulation pool) the same request then goes through the queue, and its reply replaces
// the part shown, unless a newer answer was shown meanwhile. That follow-up waits until the
// inputs have rested for followUpDelayMs: during a drag the instant answers keep the page
// current, and the slow work (a simulation on every core) would only compete with them.

import { RestTimer } from "./rest-timer";

/** What the instant path gives: nothing (use the queue), or an answer, complete or a part of the result. */
export type InstantAnswer<Output> = { output: Output; complete: boolean } | null;

export interface InstantPath<Input, Output> {
  answer(input: Input): Promise<InstantAnswer<Output>>;
  /** How long the inputs must rest before a part-answer's full request is sent. */
  followUpDelayMs: number;
}

export class LatestWins<Input, Output> {
  private requestedSeq = 0;
  private shownSeq = 0;
  /** What is shown is an instant part-answer, which the queue's reply for the same request completes. */
  private shownPartial = false;
  private invalidatedSeq = 0;
  private inFlight = false;
  private pending: { seq: number; input: Input } | null = null;
  /** The part-answer whose full request waits for the inputs to rest (poked at each one: no timer set per step). */
  private followUpOf: { seq: number; input: Input } | null = null;
  private readonly followUpTimer: RestTimer;

  constructor(
    private readonly run: (input: Input) => Promise<Output>,
    private readonly onResult: (output: Output, input: Input, instant: boolean) => void,
    private readonly onError: (error: unknown) => void,
    private readonly instant?: InstantPath<Input, Output>,
  ) {
    this.followUpTimer = new RestTimer(instant?.followUpDelayMs ?? 0, () => {
      const due = this.followUpOf;
      this.followUpOf = null;
      if (due && due.seq === this.shownSeq && this.shownPartial && due.seq > this.invalidatedSeq) this.enqueue(due.seq, due.input);
    });
  }

  submit(input: Input): void {
    const seq = ++this.requestedSeq;
    if (!this.instant) {
      this.enqueue(seq, input);
      return;
    }
    this.instant.answer(input).then(
      (answer) => {
        if (seq <= this.invalidatedSeq) return;
        if (!answer) {
          this.enqueue(seq, input);
          return;
        }
        if (seq > this.shownSeq) {
          this.shownSeq = seq;
          this.shownPartial = !answer.complete;
          this.onResult(answer.output, input, true);
        }
        if (!answer.complete) this.followUp(seq, input);
        else if (this.pending && this.pending.seq < seq) this.pending = null;
      },
      () => {
        if (seq > this.invalidatedSeq) this.enqueue(seq, input);
      },
    );
  }

  /** Nothing requested so far may be shown any more (the inputs became invalid, or the page left). */
  invalidate(): void {
    this.invalidatedSeq = this.requestedSeq;
    this.pending = null;
    this.followUpOf = null;
    this.followUpTimer.cancel();
  }

  private followUp(seq: number, input: Input): void {
    this.followUpOf = { seq, input };
    this.followUpTimer.poke();
  }

  private enqueue(seq: number, input: Input): void {
    if (this.inFlight) {
      if (!this.pending || this.pending.seq < seq) this.pending = { seq, input };
      return;
    }
    this.send(seq, input);
  }

  private send(seq: number, input: Input): void {
    this.inFlight = true;
    this.run(input)
      .then(
        (output) => {
          if (seq <= this.invalidatedSeq) return;
          if (seq > this.shownSeq || (seq === this.shownSeq && this.shownPartial)) {
            this.shownSeq = seq;
            this.shownPartial = false;
            this.onResult(output, input, false);
          }
        },
        (error: unknown) => {
          if (seq > this.invalidatedSeq && seq >= this.shownSeq) this.onError(error);
        },
      )
      .finally(() => {
        this.inFlight = false;
        const next = this.pending;
        this.pending = null;
        if (next) this.send(next.seq, next.input);
      });
  }
}
