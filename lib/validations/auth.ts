import { z } from "@/lib/validations/zod";

import { texts } from "@/config/texts";

const { validation } = texts;

const PASSWORD_MIN_LENGTH = 6;
// bcrypt only looks at the first 72 bytes of a password.
const PASSWORD_MAX_LENGTH = 72;

export const emailSchema = z
  .string({ error: validation.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, validation.emailRequired)
  .max(254, "Email is too long")
  .pipe(z.email("Enter a valid email address"));

const passwordSchema = z
  .string({ error: validation.passwordRequired })
  .min(1, validation.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, validation.passwordMinLength)
  .max(PASSWORD_MAX_LENGTH, `password max length ${PASSWORD_MAX_LENGTH} caractor`);

/** The login form and POST /api/login. */
export const loginSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});

/** The sign-up form and POST /api/signup. */
export const signupSchema = loginSchema.extend({
  name: z.string({ error: validation.nameRequired }).trim().min(1, validation.nameRequired).max(80, "Name is too long"),
});
