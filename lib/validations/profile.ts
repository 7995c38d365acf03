import * as z from "@/lib/validations/zod";
import { message as m, type ValidationKey } from "@/lib/validations/message";
import { canonicalMobile } from "@/lib/validations/bd-mobile";

const optionalText = (max: number, text: ValidationKey, tooLong: ValidationKey) =>
  z._default(z.string({ error: m(text) }).check(z.trim(), z.maxLength(max, m(tooLong, { max }))), "");

/** The profile form and PUT /api/profile/{email}. The email is the account's and cannot change here. */
export const profileSchema = z.object({
  name: z
    .string({ error: m("nameRequired") })
    .check(z.trim(), z.minLength(1, m("nameRequired")), z.maxLength(80, m("nameTooLong"))),
  email: z.optional(z.string()),
  // The number orders are delivered to, filled into the order form: a Bangladeshi mobile, kept as
  // the 11 local digits couriers take, or none.
  phone: z._default(
    z.pipe(
      z.string({ error: m("phoneText") }).check(
        z.trim(),
        z.refine((phone) => phone === "" || canonicalMobile(phone) !== null, m("bdMobileInvalid")),
      ),
      z.transform((phone) => (phone === "" ? "" : canonicalMobile(phone)!)),
    ),
    "",
  ),
  address: optionalText(200, "addressText", "addressMax"),
  linkedin: optionalText(120, "professionText", "professionMax"),
});
