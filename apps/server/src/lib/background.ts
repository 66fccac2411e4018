/**
 * Work a request starts but does not wait for (an email after the answer went out). The app waits
 * for it when it closes, and tests wait for it with `settled()`.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<unknown>>();

  run(task: () => Promise<unknown>, onError: (error: unknown) => void) {
    const promise = task().catch(onError);
    this.running.add(promise);
    void promise.finally(() => this.running.delete(promise));
  }

  /** Resolves once every task started so far (and any they started) has ended. */
  async settled(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running]);
  }
}
