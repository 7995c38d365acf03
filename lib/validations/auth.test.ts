import { describe, expect, it } from "vitest";

import { validationMessage } from "@/lib/i18n/validation";
import type * as z from "@/lib/validations/zod";

import { loginSchema, signupSchema } from "./auth";

function firstErrors(result: { success: true } | { success: false; error: z.core.$ZodError }) {
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= validationMessage(issue.message, "en");
  return errors;
}

describe("login and sign-up validation", () => {
  it("says what is missing in the spec's words", () => {
    expect(firstErrors(signupSchema.safeParse({ name: "", email: "", password: "" }))).toEqual({
      name: "Name is required",
      email: "Email is required",
      password: "password is required",
    });
  });

  it("asks for six characters of password", () => {
    expect(firstErrors(loginSchema.safeParse({ email: "rider@example.com", password: "12345" }))).toEqual({
      password: "password min length 6 caractor",
    });
  });

  it("normalises the email so one person has one account", () => {
    const result = loginSchema.parse({ email: "  Rider@Example.COM ", password: "secret1" });
    expect(result.email).toBe("rider@example.com");
  });

  it("refuses operator objects and other non-strings", () => {
    const result = loginSchema.safeParse({ email: { $gt: "" }, password: { $ne: null } });
    expect(firstErrors(result)).toEqual({ email: "Email is required", password: "password is required" });
  });

  it("rejects a malformed email and a password bcrypt would truncate", () => {
    expect(firstErrors(loginSchema.safeParse({ email: "not-an-email", password: "x".repeat(73) }))).toEqual({
      email: "Enter a valid email address",
      password: "password max length 72 caractor",
    });
  });
});
