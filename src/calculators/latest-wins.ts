// "Latest wins" (DESIGN.md, "Rules of the flow"): every request carries a sequence number; a
// reply older than the newest shown, or sent before the inputs last became invalid, is
// dropped. While one request is in flight, newer inputs wait in a single slot, so inputs
// moved faster than the worker answers coalesce to the last.

export class LatestWins<Input, Output> {
  private requestedSeq = 0;
  private shownSeq = 0;
  private invalidatedSeq = 0;
  private inFlight = false;
  private pending: { seq: number; input: Input } | null = null;

  constructor(
    private readonly run: (input: Input) => Promise<Output>,
    private readonly onResult: (output: Output, input: Input) => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  submit(input: Input): void {
    const seq = ++this.requestedSeq;
    if (this.inFlight) {
      this.pending = { seq, input };
      return;
    }
    this.send(seq, input);
  }

  /** Nothing requested so far may be shown any more (the inputs became invalid, or the page left). */
  invalidate(): void {
    this.invalidatedSeq = this.requestedSeq;
    this.pending = null;
  }

  private send(seq: number, input: Input): void {
    this.inFlight = true;
    this.run(input)
      .then(
        (output) => {
          if (seq > this.shownSeq && seq > this.invalidatedSeq) {
            this.shownSeq = seq;
            this.onResult(output, input);
          }
        },
        (error: unknown) => {
          if (seq > this.invalidatedSeq) this.onError(error);
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
