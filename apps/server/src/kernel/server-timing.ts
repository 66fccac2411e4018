/**
 * The phases of one request's work, for its Server-Timing header: a browser's network panel shows them, and
 * the benchmarks print them (`receive;dur=612.3, read;dur=140.2, store;dur=420.9`, in ms).
 */
export class ServerTiming {
  private last = performance.now();
  private readonly phases: string[] = [];

  /** Ends the phase `name`, begun at the previous mark (or when this was made). */
  mark(name: string): void {
    const now = performance.now();
    this.phases.push(`${name};dur=${(now - this.last).toFixed(1)}`);
    this.last = now;
  }

  header(): string {
    return this.phases.join(', ');
  }
}
