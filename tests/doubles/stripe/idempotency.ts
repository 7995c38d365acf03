export interface RecordedResponse {
  status: number;
  json: string;
}

/**
 * Stripe replays the first response to a reused Idempotency-Key; stripe-node sends one with every
 * POST so its retries never create a second object.
 */
export class IdempotencyLog {
  #responses = new Map<string, { fingerprint: string; response: RecordedResponse }>();

  run(
    scope: string,
    key: string,
    fingerprint: string,
    execute: () => RecordedResponse,
  ): { response: RecordedResponse; replayed: boolean } {
    const recorded = this.#responses.get(`${scope}\n${key}`);
    if (!recorded) {
      const response = execute();
      this.#responses.set(`${scope}\n${key}`, { fingerprint, response });
      return { response, replayed: false };
    }
    if (recorded.fingerprint === fingerprint) return { response: recorded.response, replayed: true };
    const error = {
      type: "idempotency_error",
      message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
    };
    return { response: { status: 400, json: JSON.stringify({ error }) }, replayed: false };
  }

  clear(): void {
    this.#responses.clear();
  }
}
