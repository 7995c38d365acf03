import * as z from "@/lib/validations/zod";
import { message as m } from "@/lib/validations/message";

const PASSWORD_MIN_LENGTH = 6;
// bcrypt, which hashed the passwords set before argon2id, only looks at the first 72 bytes.
const PASSWORD_MAX_LENGTH = 72;

export const emailSchema = z.pipe(
  z
    .string({ error: m("emailRequired") })
    .check(z.trim(), z.toLowerCase(), z.minLength(1, m("emailRequired")), z.maxLength(254, m("emailTooLong"))),
  z.email(m("emailInvalid")),
);

const passwordSchema = z
  .string({ error: m("passwordRequired") })
  .check(
    z.minLength(1, m("passwordRequired")),
    z.minLength(PASSWORD_MIN_LENGTH, m("passwordMinLength")),
    z.maxLength(PASSWORD_MAX_LENGTH, m("passwordMaxLength", { max: PASSWORD_MAX_LENGTH })),
  );

/** The login form and POST /api/login. */
export const loginSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});

/** The sign-up form and POST /api/signup. */
export const signupSchema = z.extend(loginSchema, {
  name: z
    .string({ error: m("nameRequired") })
    .check(z.trim(), z.minLength(1, m("nameRequired")), z.maxLength(80, m("nameTooLong"))),
});

/** "Forgot password?": the address to send the reset link to. */
export const forgotPasswordSchema = z.object({ email: emailSchema });

/** A new password from a reset link: the link's token and the same rules as at sign-up. */
export const resetPasswordSchema = z.object({
  token: z.string({ error: m("resetLinkIncomplete") }).check(z.regex(/^[A-Za-z0-9_-]{43}$/, m("resetLinkIncomplete"))),
  password: passwordSchema,
});
