import type { Statement } from "better-sqlite3";
import type { SqliteDb } from "./sqlite";

type CommitListener = (error?: Error) => void;

/**
 * Group commit: writes issued during one event-loop turn share a single sqlite
 * transaction, committed in a setImmediate callback. Each write runs in its own
 * savepoint so a failed write leaves nothing behind. Replies wait in
 * `afterCommit` until the data they depend on is durable.
 */
export class GroupCommit {
  private listeners: CommitListener[] = [];
  private readonly begin: Statement;
  private readonly commit: Statement;
  private readonly rollback: Statement;
  private readonly savepoint: Statement;
  private readonly release: Statement;
  private readonly rollbackTo: Statement;

  constructor(
    private readonly db: SqliteDb,
    private readonly onRollback: () => void,
  ) {
    this.begin = db.prepare("BEGIN IMMEDIATE");
    this.commit = db.prepare("COMMIT");
    this.rollback = db.prepare("ROLLBACK");
    this.savepoint = db.prepare("SAVEPOINT w");
    this.release = db.prepare("RELEASE w");
    this.rollbackTo = db.prepare("ROLLBACK TO w");
  }

  /** Runs `fn` atomically inside the current group transaction. */
  run<T>(fn: () => T): T {
    if (!this.db.inTransaction) {
      this.begin.run();
      setImmediate(() => this.flush());
    }
    this.savepoint.run();
    try {
      const result = fn();
      this.release.run();
      return result;
    } catch (error) {
      if (this.db.inTransaction) {
        this.rollbackTo.run();
        this.release.run();
        this.onRollback();
      } else {
        this.fail(error instanceof Error ? error : new Error(String(error)));
      }
      throw error;
    }
  }

  /** Calls `listener` once everything written so far is committed (at once if nothing is pending). */
  afterCommit(listener: CommitListener): void {
    if (this.db.inTransaction) this.listeners.push(listener);
    else listener();
  }

  flush(): void {
    if (!this.db.inTransaction) return;
    try {
      this.commit.run();
    } catch (error) {
      if (this.db.inTransaction) this.rollback.run();
      this.fail(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    this.notify();
  }

  private fail(error: Error): void {
    this.onRollback();
    this.notify(error);
  }

  private notify(error?: Error): void {
    const listeners = this.listeners;
    this.listeners = [];
    for (const listener of listeners) listener(error);
  }
}
