/** What every SMS provider adapter takes, so the adapters and the chooser (providers.ts) share it without a cycle. */

/** One text to one Bangladeshi mobile, given as 8801XXXXXXXXX; `id` is unique per message, for providers that deduplicate. */
export type SmsRequest = { to: string; text: string; id: string };
export type SmsConfig = { apiKey: string; senderId: string | undefined; baseUrl: string };
export type SendSms = (config: SmsConfig, sms: SmsRequest) => Promise<void>;

/** Every provider call gives up after this long: the outbox tries again later. */
export const SMS_TIMEOUT_MS = 15_000;
