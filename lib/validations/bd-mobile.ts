import { asciiDigits } from "@/lib/i18n/format";

/** A Bangladeshi mobile number: 01, an operator digit 3-9 and 8 more, optionally after +88 or 88. */
const BD_MOBILE = /^(?:\+?88)?(01[3-9]\d{8})$/;

/**
 * The 11 local digits couriers take (01711000000), however it was written (+880 1711-000000,
 * 8801711000000, 01711 000000, ০১৭১১০০০০০০), or null when it is no Bangladeshi mobile number. No Zod, so
 * the order form can ask it as the rider types.
 */
export function canonicalMobile(text: string): string | null {
  return BD_MOBILE.exec(asciiDigits(text).replace(/[\s-]/g, ""))?.[1] ?? null;
}
