/** An error the API answers with its status and message, as `{ error, fields? }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unauthorized = () => new HttpError(401, "Please log in first.");
export const forbidden = () => new HttpError(403, "You are not allowed to do that.");
export const notFound = (what = "Not found.") => new HttpError(404, what);
