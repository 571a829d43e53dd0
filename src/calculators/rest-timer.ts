// A timer that fires once its pokes have stopped for `delayMs`: what a drag's rest is. Poking it
// costs one clock read; it does not clear and set a timer at every step (at 4x CPU the per-step
// clearTimeout and setTimeout of a drag's rest render were among the largest functions by self
// time inside a step's input handler: docs/slow-phone.md). While pokes keep coming, the one timer
// that is armed, on firing early, arms itself again for the time still left.

export class RestTimer {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lastPoke = 0;

  constructor(
    private readonly delayMs: number,
    private readonly onRest: () => void,
  ) {}

  /** A step: `onRest` runs once no poke has come for delayMs. */
  poke(): void {
    this.lastPoke = Date.now();
    if (this.timer === undefined) this.arm(this.delayMs);
  }

  /** Whether a rest is awaited (poked, not yet fired nor cancelled). */
  get pending(): boolean {
    return this.timer !== undefined;
  }

  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private arm(ms: number): void {
    this.timer = setTimeout(() => {
      // Date.now, not performance.now: the component tests' fake timers move it. A clock set
      // back counts as a rest reached.
      const quiet = Date.now() - this.lastPoke;
      if (quiet >= 0 && quiet < this.delayMs) {
        this.arm(this.delayMs - quiet);
        return;
      }
      this.timer = undefined;
      this.onRest();
    }, ms);
  }
}
