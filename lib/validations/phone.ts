import * as z from "@/lib/validations/zod";
import { message as m } from "@/lib/validations/message";
import { canonicalMobile } from "@/lib/validations/bd-mobile";

/**
 * A delivery phone, stored in the one form couriers take: the 11 local digits (01711000000),
 * whether it was written +880 1711-000000, 8801711000000 or 01711 000000.
 */
export const bdMobileSchema = z.pipe(
  z.string({ error: m("phoneRequired") }).check(
    z.trim(),
    z.minLength(1, m("phoneRequired")),
    z.refine((phone) => canonicalMobile(phone) !== null, m("bdMobileInvalid")),
  ),
  z.transform((phone) => canonicalMobile(phone)!),
);
