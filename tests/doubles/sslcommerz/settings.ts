/** Switches tests flip to make the gateway misbehave; every payment reads them when it happens. */
export interface DoubleSettings {
  /** false: no IPN is sent, so only the browser's return to success_url tells the shop. */
  ipn: boolean;
  /** risk_level of the next payments: "1" is the gateway's "High" risk, which a shop should hold. */
  riskLevel: "0" | "1";
  /** hang: never answer; garbage: 200 with HTML that is not JSON; error: HTTP 500. */
  sessionInit: "ok" | "hang" | "garbage" | "error";
  validation: "ok" | "hang" | "garbage";
  /** refuse: refunds answer `status: "failed"` with an errorReason. */
  refunds: "ok" | "refuse";
}

export const DEFAULT_SETTINGS: Readonly<DoubleSettings> = Object.freeze({
  ipn: true,
  riskLevel: "0",
  sessionInit: "ok",
  validation: "ok",
  refunds: "ok",
});

const ALLOWED: { [K in keyof DoubleSettings]: readonly DoubleSettings[K][] } = {
  ipn: [true, false],
  riskLevel: ["0", "1"],
  sessionInit: ["ok", "hang", "garbage", "error"],
  validation: ["ok", "hang", "garbage"],
  refunds: ["ok", "refuse"],
};

export class SettingsError extends Error {}

/** Merges an update (from JSON, so unchecked) into the settings; a typo throws rather than passing silently. */
export function mergeSettings(current: DoubleSettings, update: unknown): DoubleSettings {
  if (typeof update !== "object" || update === null || Array.isArray(update)) {
    throw new SettingsError("Settings must be a JSON object");
  }
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (!Object.hasOwn(ALLOWED, key)) throw new SettingsError(`Unknown setting: ${key}`);
    const allowed: readonly unknown[] = ALLOWED[key as keyof DoubleSettings];
    if (!allowed.includes(value)) {
      throw new SettingsError(`${key} must be one of ${allowed.map((v) => JSON.stringify(v)).join(", ")}`);
    }
    merged[key] = value;
  }
  return merged as unknown as DoubleSettings;
}
