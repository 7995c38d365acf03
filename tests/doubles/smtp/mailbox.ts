import type { ReceivedMail } from "./received-mail";

export type MailPredicate = (mail: ReceivedMail) => boolean;

/** No matching mail came in time; the HTTP long-poll turns this into a 404. */
export class MailTimeoutError extends Error {}

interface Waiter {
  predicate: MailPredicate;
  resolve(mail: ReceivedMail): void;
  reject(error: unknown): void;
}

/** The mails received so far, and the callers waiting for one: a new mail wakes them, no polling. */
export class Mailbox {
  readonly #mails: ReceivedMail[] = [];
  readonly #waiters = new Set<Waiter>();

  add(mail: ReceivedMail) {
    this.#mails.push(mail);
    for (const waiter of this.#waiters) {
      try {
        if (!waiter.predicate(structuredClone(mail))) continue;
        waiter.resolve(structuredClone(mail));
      } catch (error) {
        // A throwing predicate fails its own wait, not the SMTP delivery.
        waiter.reject(error);
      }
    }
  }

  /** Copies, so tests cannot change what the double holds. */
  list(): ReceivedMail[] {
    return this.#mails.map((mail) => structuredClone(mail));
  }

  /** Forgets the mails; waiters keep waiting for later ones. */
  clear() {
    this.#mails.length = 0;
  }

  /** The first mail that matches, already received or still to come; rejects on timeout or abort. */
  wait(predicate: MailPredicate, timeoutMs: number, signal?: AbortSignal): Promise<ReceivedMail> {
    return new Promise((resolve, reject) => {
      const found = this.#mails.find((mail) => predicate(structuredClone(mail)));
      if (found) return resolve(structuredClone(found));
      const finish = () => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
        this.#waiters.delete(waiter);
      };
      const waiter: Waiter = {
        predicate,
        resolve: (mail) => {
          finish();
          resolve(mail);
        },
        reject: (error) => {
          finish();
          reject(error);
        },
      };
      const onAbort = () => waiter.reject(signal?.reason);
      const timer = setTimeout(
        () => waiter.reject(new MailTimeoutError(`No matching mail arrived within ${timeoutMs} ms`)),
        timeoutMs,
      );
      if (signal?.aborted) return onAbort();
      signal?.addEventListener("abort", onAbort, { once: true });
      this.#waiters.add(waiter);
    });
  }

  /** Fails every pending wait, so nothing hangs after close. */
  close() {
    for (const waiter of this.#waiters) waiter.reject(new Error("The SMTP double was closed"));
  }
}
