import { describe, expect, it } from "vitest";

import { checkFields } from "@/lib/client/use-schema-form";
import { loginSchema, resetPasswordSchema, signupSchema } from "@/lib/validations/auth";

describe("a form's fields checked by its schema", () => {
  it("gives the values as the schema gives them: the address trimmed and in lower case", async () => {
    const checked = await checkFields(loginSchema, ["email", "password"], {
      email: "  Rider@Example.COM ",
      password: "secret1",
    });
    expect(checked).toEqual({ valid: true, values: { email: "rider@example.com", password: "secret1" } });
  });

  it("gives each field its first message, as a key of the validation messages", async () => {
    const checked = await checkFields(signupSchema, ["name", "email", "password"], {
      name: " ",
      email: "",
      password: "123",
    });
    expect(checked).toEqual({
      valid: false,
      errors: { name: "nameRequired", email: "emailRequired", password: "passwordMinLength" },
    });
  });

  it("leaves out messages for what the form does not name", async () => {
    // The reset form names the link's token; a form that did not would have nowhere to show it.
    const input = { token: "short", password: "long enough" };
    expect(await checkFields(resetPasswordSchema, ["token", "password"], input)).toEqual({
      valid: false,
      errors: { token: "resetLinkIncomplete" },
    });
    expect(await checkFields(resetPasswordSchema, ["password"], { ...input })).toEqual({ valid: false, errors: {} });
  });
});
