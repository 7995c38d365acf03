/** Switches tests flip to make both providers misbehave; every call reads them when it comes in. */
export interface SmsSettings {
  /** fail: the provider's own error answer (HTTP 200); down: HTTP 503 with an HTML page. Nothing is recorded. */
  mode: "ok" | "fail" | "down";
}

export const DEFAULT_SETTINGS: Readonly<SmsSettings> = Object.freeze({ mode: "ok" });

const ALLOWED: { [K in keyof SmsSettings]: readonly SmsSettings[K][] } = {
  mode: ["ok", "fail", "down"],
};

export class SettingsError extends Error {}

/** Merges an update (from JSON, so unchecked) into the settings; a typo throws rather than passing silently. */
export function mergeSettings(current: SmsSettings, update: unknown): SmsSettings {
  if (typeof update !== "object" || update === null || Array.isArray(update)) {
    throw new SettingsError("Settings must be a JSON object");
  }
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (!Object.hasOwn(ALLOWED, key)) throw new SettingsError(`Unknown setting: ${key}`);
    const allowed: readonly unknown[] = ALLOWED[key as keyof SmsSettings];
    if (!allowed.includes(value)) {
      throw new SettingsError(`${key} must be one of ${allowed.map((v) => JSON.stringify(v)).join(", ")}`);
    }
    merged[key] = value;
  }
  return merged as unknown as SmsSettings;
}
