import { z } from "@/lib/validations/zod";

import { PHONE_MESSAGE, PHONE_PATTERN } from "@/lib/validations/phone";

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .default("");

/** The profile form and PUT /api/profile/{email}. The email is the account's and cannot change here. */
export const profileSchema = z.object({
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(80, "Name is too long"),
  email: z.string().optional(),
  phone: z
    .string({ error: "Phone must be text" })
    .trim()
    .refine((phone) => phone === "" || PHONE_PATTERN.test(phone), PHONE_MESSAGE)
    .default(""),
  address: optionalText(200, "Address"),
  linkedin: optionalText(120, "Profession"),
});

export type ProfileInput = z.infer<typeof profileSchema>;
