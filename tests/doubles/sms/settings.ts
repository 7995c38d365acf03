import type { AllowedSettings } from "../settings";

/** Switches tests flip to make both providers misbehave; every call reads them when it comes in. */
export interface SmsSettings {
  /** fail: the provider's own error answer (HTTP 200); down: HTTP 503 with an HTML page. Nothing is recorded. */
  mode: "ok" | "fail" | "down";
}

export const DEFAULT_SETTINGS: Readonly<SmsSettings> = Object.freeze({ mode: "ok" });

export const ALLOWED_SETTINGS: AllowedSettings<SmsSettings> = {
  mode: ["ok", "fail", "down"],
};
