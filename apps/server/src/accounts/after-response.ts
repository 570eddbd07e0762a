/**
 * Work that runs after the answer is sent. Sign-up and password reset put everything that depends
 * on whether the account exists (hashing, writes, the e-mail) here, so that the answer's time
 * tells the caller nothing about the account. Failures are logged; nobody is waiting for them.
 */
export class AfterResponse {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly onError: (err: unknown) => void) {}

  run(task: () => Promise<void>): void {
    // setImmediate: the task starts only after the answer has been handed to the socket.
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch(this.onError)
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
  }

  /** Resolves when every task, including tasks started meanwhile, has finished (shutdown, tests). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
