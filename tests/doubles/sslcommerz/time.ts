// Dhaka is UTC+6 all year; the gateway stamps its dates there, as PHP's `Y-m-d H:i:s`.
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

function dhakaIso(date: Date): string {
  return new Date(date.getTime() + DHAKA_OFFSET_MS).toISOString();
}

/** `2025-03-14 18:05:09` in Dhaka time. */
export function dhakaTime(date = new Date()): string {
  return dhakaIso(date).slice(0, 19).replace("T", " ");
}

/** `250314180509`, the prefix of the gateway's val_id and bank_tran_id. */
export function compactDhakaTime(date = new Date()): string {
  return dhakaIso(date).slice(2, 19).replace(/\D/g, "");
}
