import { invalidRequest } from "./errors";

export interface ApiKeys {
  secretKey: string;
  publishableKey: string;
}

export type Caller = "secret" | "publishable";

/** Which of the double's keys sent the request; anything else is a 401 like Stripe's. */
export function authenticate(authorization: string | undefined, keys: ApiKeys): Caller {
  const key = /^Bearer\s+(\S+)$/i.exec(authorization ?? "")?.[1];
  if (!key) {
    throw invalidRequest(
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      {},
      401,
    );
  }
  if (key === keys.secretKey) return "secret";
  if (key === keys.publishableKey) return "publishable";
  throw invalidRequest(`Invalid API Key provided: ${redact(key)}`, {}, 401);
}

function redact(key: string): string {
  if (key.length <= 12) return key;
  return `${key.slice(0, 8)}${"*".repeat(key.length - 12)}${key.slice(-4)}`;
}
