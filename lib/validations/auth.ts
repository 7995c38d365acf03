import * as z from "@/lib/validations/zod";
import { texts } from "@/config/texts";

const { validation } = texts;

const PASSWORD_MIN_LENGTH = 6;
// bcrypt only looks at the first 72 bytes of a password.
const PASSWORD_MAX_LENGTH = 72;

export const emailSchema = z.pipe(
  z
    .string({ error: validation.emailRequired })
    .check(z.trim(), z.toLowerCase(), z.minLength(1, validation.emailRequired), z.maxLength(254, "Email is too long")),
  z.email("Enter a valid email address"),
);

const passwordSchema = z
  .string({ error: validation.passwordRequired })
  .check(
    z.minLength(1, validation.passwordRequired),
    z.minLength(PASSWORD_MIN_LENGTH, validation.passwordMinLength),
    z.maxLength(PASSWORD_MAX_LENGTH, `password max length ${PASSWORD_MAX_LENGTH} caractor`),
  );

/** The login form and POST /api/login. */
export const loginSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});

/** The sign-up form and POST /api/signup. */
export const signupSchema = z.extend(loginSchema, {
  name: z
    .string({ error: validation.nameRequired })
    .check(z.trim(), z.minLength(1, validation.nameRequired), z.maxLength(80, "Name is too long")),
});

/** "Forgot password?": the address to send the reset link to. */
export const forgotPasswordSchema = z.object({ email: emailSchema });

/** A new password from a reset link: the link's token and the same rules as at sign-up. */
export const resetPasswordSchema = z.object({
  token: z
    .string({ error: "The reset link is incomplete" })
    .check(z.regex(/^[A-Za-z0-9_-]{43}$/, "The reset link is incomplete")),
  password: passwordSchema,
});
