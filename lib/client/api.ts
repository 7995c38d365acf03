import { clearAccessToken, getAccessToken, storeAccessToken } from "@/lib/client/access-token";

/** A failed API call, with the server's message and per-field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

type ApiInit = Omit<RequestInit, "body"> & { json?: unknown };

/**
 * Calls the shop's API with the stored bearer token (or the session cookie) and returns
 * the parsed JSON. An expired token is dropped and the call retried on the cookie alone.
 */
export async function api<T>(path: string, { json, headers, ...init }: ApiInit = {}): Promise<T> {
  const send = (token: string | null) =>
    fetch(path, {
      ...init,
      headers: {
        Accept: "application/json",
        ...(json !== undefined && { "Content-Type": "application/json" }),
        ...(token && { Authorization: `Bearer ${token}` }),
        ...headers,
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });

  const token = getAccessToken();
  let response = await send(token);
  if (response.status === 401 && token) {
    clearAccessToken();
    response = await send(null);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const { error, fields } = (body ?? {}) as { error?: string; fields?: Record<string, string> };
    throw new ApiError(response.status, error ?? `Request failed (${response.status})`, fields);
  }
  return body as T;
}

/** After login: fetch the API token for this user and keep it (the spec's sign-in success step). */
export async function fetchAndStoreAccessToken(email: string): Promise<void> {
  const { token } = await api<{ token: string }>(`/api/user/${encodeURIComponent(email)}`, {
    method: "PUT",
    json: { email },
  });
  storeAccessToken(token);
}
