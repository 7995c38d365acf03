import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";

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

/** A JSON body goes in `json`; a multipart one (an upload) in `body`, and fetch sets its type. */
type ApiInit = Omit<RequestInit, "body"> & { json?: unknown; body?: FormData };

/** The page's language (the root layout's `<html lang>`), for the API to answer refusals in. */
const pageLanguage = () => (typeof document === "undefined" ? "" : document.documentElement.lang);

/**
 * Calls the shop's API with the stored bearer token (or the session cookie) and returns
 * the parsed JSON. An expired token is dropped and the call retried on the cookie alone.
 * The page's language goes along as Accept-Language, so error messages come back in it.
 */
export async function api<T>(path: string, { json, body, headers, ...init }: ApiInit = {}): Promise<T> {
  const send = (token: string | null) =>
    fetch(path, {
      ...init,
      headers: {
        Accept: "application/json",
        ...(pageLanguage() && { "Accept-Language": pageLanguage() }),
        ...(json !== undefined && { "Content-Type": "application/json" }),
        ...(token && { Authorization: `Bearer ${token}` }),
        ...headers,
      },
      body: json === undefined ? body : JSON.stringify(json),
    });

  const token = getAccessToken();
  let response = await send(token);
  if (response.status === 401 && token) {
    clearAccessToken();
    response = await send(null);
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const { error, fields } = (answer ?? {}) as { error?: string; fields?: Record<string, string> };
    throw new ApiError(response.status, error ?? `Request failed (${response.status})`, fields);
  }
  return answer as T;
}

/**
 * Puts the server's per-field messages (`{ fields }` of a 400) on a react-hook-form form.
 * `prefix` is the key the body was sent under, as `review.` for `{ review }`. Other errors
 * are left to the caller, which reports them (a toast, the form's error line).
 */
export function applyFieldErrors<Fields extends FieldValues>(
  form: Pick<UseFormReturn<Fields>, "setError">,
  error: unknown,
  prefix = "",
): void {
  if (!(error instanceof ApiError)) return;
  for (const [path, message] of Object.entries(error.fields)) {
    if (path.startsWith(prefix)) form.setError(path.slice(prefix.length) as FieldPath<Fields>, { message });
  }
}

/** After login: fetch the API token for this user and keep it (the spec's sign-in success step). */
export async function fetchAndStoreAccessToken(email: string): Promise<void> {
  const { token } = await api<{ token: string }>(`/api/user/${encodeURIComponent(email)}`, {
    method: "PUT",
    json: { email },
  });
  storeAccessToken(token);
}

/**
 * Uploads a picture (a product's, or a return's photo; multipart, field `image`) and returns its URL. The image
 * store answers like the old shop's image host, `{ success, data: { url } }` or
 * `{ success: false, error }`; a refused picture is the form's `image` field error.
 */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append("image", file);
  try {
    const answer = await api<{ success: boolean; data?: { url: string } }>("/api/images", { method: "POST", body });
    if (!answer.data) throw new ApiError(500, "The upload answer has no picture URL");
    return answer.data.url;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500)
      throw new ApiError(error.status, error.message, { image: error.message });
    throw error;
  }
}
