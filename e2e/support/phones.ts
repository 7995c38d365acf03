import { expect, type APIRequestContext, type Locator } from "@playwright/test";

import { fill } from "../../lib/i18n/format";
import en from "../../messages/en";
import { textsTo } from "./messages";

type ConfirmTexts = Record<keyof (typeof en)["tool"]["confirmPhone"], string>;

/** A mobile number of its own for a test: codes per phone are limited, and each number keeps its own record. */
export const newPhone = () => `017${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

/** The confirmation codes texted to `phone` (01XXXXXXXXX) so far, oldest first, as the SMS double took them. */
export async function codesTextedTo(phone: string): Promise<string[]> {
  return (await textsTo(`88${phone}`)).flatMap((sms) => /\b(\d{6})\b/.exec(sms.text)?.[1] ?? []);
}

/** Waits for the code the shop texts after `before` codes, and returns it. */
export async function nextCodeTo(phone: string, before: number): Promise<string> {
  let codes: string[] = [];
  await expect
    .poll(async () => (codes = await codesTextedTo(phone)).length, { timeout: 15_000 })
    .toBeGreaterThan(before);
  return codes.at(-1)!;
}

/**
 * Confirms `phone` on the account the request context is signed in as, the way a rider does:
 * asks for a code, reads it from the SMS double, and sends it back. Returns the phone.
 */
export async function confirmPhone(request: APIRequestContext, phone = newPhone()): Promise<string> {
  const before = (await codesTextedTo(phone)).length;
  const asked = await request.post("/api/phone/code", { data: { phone } });
  if (!asked.ok()) throw new Error(`code request failed: ${asked.status()} ${await asked.text()}`);
  const code = await nextCodeTo(phone, before);
  const verified = await request.post("/api/phone/verify", { data: { phone, code } });
  if (!verified.ok()) throw new Error(`phone confirmation failed: ${verified.status()} ${await verified.text()}`);
  return phone;
}

const confirmed = new WeakMap<APIRequestContext, Promise<string>>();

/** A phone confirmed on the request context's account, the same one for every cash order it places. */
export function confirmedPhoneOf(request: APIRequestContext): Promise<string> {
  let phone = confirmed.get(request);
  if (!phone) confirmed.set(request, (phone = confirmPhone(request)));
  return phone;
}

/**
 * Confirms `phone` in an order form as a rider does, once cash on delivery is chosen: asks for
 * the code, types the one the SMS double received, and waits for the form to say it is confirmed.
 */
export async function confirmInForm(form: Locator, phone: string, text: ConfirmTexts = en.tool.confirmPhone) {
  const group = form.getByRole("group", { name: text.title });
  const before = (await codesTextedTo(phone)).length;
  await group.getByRole("button", { name: text.send }).click();
  const code = await nextCodeTo(phone, before);
  await group.getByLabel(text.code).fill(code);
  await group.getByRole("button", { name: text.confirm, exact: true }).click();
  await expect(form.getByText(fill(text.confirmed, { phone }))).toBeVisible();
}
