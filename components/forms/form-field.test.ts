import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

/* eslint-disable react/no-children-prop -- createElement's typing wants required children as a prop */

import { FormField } from "@/components/forms/form-field";
import { ClientMessages } from "@/lib/i18n/client";
import { loginSchema } from "@/lib/validations/auth";
import { messagesFor } from "@/messages";

const page = vi.hoisted(() => ({ locale: "bn" }));
vi.mock("next/navigation", () => ({ useParams: () => ({ locale: page.locale }) }));

function fieldWithError(locale: "en" | "bn", error: string | undefined) {
  page.locale = locale;
  const field = createElement(FormField, {
    label: "Password",
    error,
    children: createElement("input", {}) as ReactElement<{ id?: string }>,
  });
  const messages = { validation: messagesFor(locale).validation };
  return renderToStaticMarkup(createElement(ClientMessages, { messages, children: field }));
}

describe("a form's validation message", () => {
  const result = loginSchema.safeParse({ email: "rider@example.com", password: "x".repeat(73) });
  const message = result.error?.issues[0]?.message;

  it("is shown in Bangla on a Bangla page, with Bengali digits", () => {
    expect(fieldWithError("bn", message)).toContain("পাসওয়ার্ড সর্বোচ্চ ৭২ অক্ষরের হতে পারে");
  });

  it("keeps the specification's English on an English page", () => {
    expect(fieldWithError("en", message)).toContain("password max length 72 caractor");
  });

  it("shows other text (an API's answer) as it is", () => {
    expect(fieldWithError("bn", "Wrong email or password.")).toContain("Wrong email or password.");
  });
});
