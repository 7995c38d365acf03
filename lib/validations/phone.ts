import * as z from "@/lib/validations/zod";

/** Digits with an optional leading + and spaces or dashes between, as people write phone numbers. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;
export const PHONE_MESSAGE = "Phone must be a number, like 01711000000";

/** A Bangladeshi mobile number: 01, an operator digit 3-9 and 8 more, optionally after +88 or 88. */
const BD_MOBILE = /^(?:\+?88)?(01[3-9]\d{8})$/;
const BD_MOBILE_MESSAGE = "Enter a Bangladeshi mobile number, like 01711000000";

/**
 * A delivery phone, stored in the one form couriers take: the 11 local digits (01711000000),
 * whether it was written +880 1711-000000, 8801711000000 or 01711 000000.
 */
export const bdMobileSchema = z.pipe(
  z.string({ error: "Phone is required" }).check(
    z.trim(),
    z.minLength(1, "Phone is required"),
    z.refine((phone) => BD_MOBILE.test(phone.replace(/[\s-]/g, "")), BD_MOBILE_MESSAGE),
  ),
  z.transform((phone) => BD_MOBILE.exec(phone.replace(/[\s-]/g, ""))![1]!),
);
