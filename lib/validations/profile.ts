import * as z from "@/lib/validations/zod";
import { PHONE_MESSAGE, PHONE_PATTERN } from "@/lib/validations/phone";

const optionalText = (max: number, label: string) =>
  z._default(
    z
      .string({ error: `${label} must be text` })
      .check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`)),
    "",
  );

/** The profile form and PUT /api/profile/{email}. The email is the account's and cannot change here. */
export const profileSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .check(z.trim(), z.minLength(1, "Name is required"), z.maxLength(80, "Name is too long")),
  email: z.optional(z.string()),
  phone: z._default(
    z.string({ error: "Phone must be text" }).check(
      z.trim(),
      z.refine((phone) => phone === "" || PHONE_PATTERN.test(phone), PHONE_MESSAGE),
    ),
    "",
  ),
  address: optionalText(200, "Address"),
  linkedin: optionalText(120, "Profession"),
});
