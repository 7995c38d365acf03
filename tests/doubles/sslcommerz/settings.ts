import type { AllowedSettings } from "../settings";

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

export const ALLOWED_SETTINGS: AllowedSettings<DoubleSettings> = {
  ipn: [true, false],
  riskLevel: ["0", "1"],
  sessionInit: ["ok", "hang", "garbage", "error"],
  validation: ["ok", "hang", "garbage"],
  refunds: ["ok", "refuse"],
};
