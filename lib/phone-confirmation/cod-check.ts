import "server-only";

import { isPhoneConfirmed } from "@/lib/data/confirmed-phones";
import { env } from "@/lib/env";
import { apiMessage, DomainError } from "@/lib/errors";
import { smsSender } from "@/lib/messages/sms/providers";

export type CodPhoneCheck = "required" | "off";

/** COD_PHONE_CHECK, or by default required when the shop can text a code, off when it cannot. */
export function codPhoneCheck(): CodPhoneCheck {
  return env().COD_PHONE_CHECK ?? (smsSender() ? "required" : "off");
}

const CONFIRM_FIRST = apiMessage("phone.confirmFirst");

/**
 * A cash-on-delivery order is taken only for a phone its buyer confirmed by SMS in the last 90
 * days (while the check is on): a stranger's or a made-up number cannot order parcels nobody takes.
 */
export async function assertCodPhoneConfirmed(email: string, phone: string): Promise<void> {
  if (codPhoneCheck() === "off" || (await isPhoneConfirmed(email, phone))) return;
  throw new DomainError("forbidden", CONFIRM_FIRST, { BuyerPhone: CONFIRM_FIRST });
}
