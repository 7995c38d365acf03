import type { AllowedSettings } from "../settings";

/**
 * How the double behaves, changed by tests (`/__double/settings`):
 * - `createOrder`: "ok" books; "refuse" answers Steadfast's refusal (status 400 and a reason);
 *   "fail" answers a 500; "hang" never answers; "lose-answer" books the parcel and then answers
 *   a 504, as when the answer is lost on its way back.
 * - `statusApi`: "ok", or "fail" (a 500) for status_by_invoice and status_by_cid.
 */
export type DoubleSettings = {
  createOrder: "ok" | "refuse" | "fail" | "hang" | "lose-answer";
  statusApi: "ok" | "fail";
};

export const DEFAULT_SETTINGS: DoubleSettings = { createOrder: "ok", statusApi: "ok" };

export const ALLOWED_SETTINGS: AllowedSettings<DoubleSettings> = {
  createOrder: ["ok", "refuse", "fail", "hang", "lose-answer"],
  statusApi: ["ok", "fail"],
};
