import { DEFAULT_SETTINGS, type SmsSettings } from "./settings";

export type Provider = "sms.net.bd" | "ssl-wireless";

/** One accepted SMS to one number: a request to three numbers records three. */
export interface SentSms {
  provider: Provider;
  /** The number as the shop sent it, `8801XXXXXXXXX`. */
  to: string;
  text: string;
  /** sms.net.bd's `sender_id` ("" when the shop sent none), SSL Wireless's `sid`. */
  senderId: string;
  /** ISO 8601. */
  at: string;
}

/** The account both providers share: credentials, settings and what was sent. */
export interface SmsAccount {
  apiKey: string;
  senderId: string;
  state: SmsState;
}

/** Everything the double remembers; `reset` forgets it all. */
export class SmsState {
  settings: SmsSettings = { ...DEFAULT_SETTINGS };
  messages: SentSms[] = [];
  /** SSL Wireless refuses a csms_id it has seen, so a retried request cannot send twice. */
  readonly csmsIds = new Set<string>();
  #requestId = 1000;

  record(provider: Provider, numbers: string[], text: string, senderId: string) {
    const at = new Date().toISOString();
    for (const to of numbers) this.messages.push({ provider, to, text, senderId, at });
  }

  nextRequestId() {
    return ++this.#requestId;
  }

  reset() {
    this.settings = { ...DEFAULT_SETTINGS };
    this.messages = [];
    this.csmsIds.clear();
  }
}

/** A Bangladeshi mobile number in international form without "+": 8801, an operator digit 3–9, eight digits. */
export const isMobileNumber = (value: string) => /^8801[3-9]\d{8}$/.test(value);

// What a provider behind a failing load balancer answers: a page, not JSON.
export const DOWN_PAGE = "<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>";
