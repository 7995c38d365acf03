import "server-only";

import { hkdfSync, randomBytes } from "node:crypto";

import { chosenLocale } from "@/lib/api/locale";
import { authSecret } from "@/lib/auth/secret";
import { hit, phoneCodeGap, phoneCodesPerAddress, phoneCodesPerPhone } from "@/lib/auth/rate-limit";
import { siteConfig } from "@/config/site";
import { confirmPhone } from "@/lib/data/confirmed-phones";
import { countWrongTry, findLiveCode, saveCode, spendCode } from "@/lib/data/phone-codes";
import { userLocale } from "@/lib/data/users";
import { apiMessage, invalid, rateLimited, unavailable } from "@/lib/errors";
import { clientAddress } from "@/lib/http/client-address";
import { queueSms } from "@/lib/messages/outbox";
import { smsSender } from "@/lib/messages/sms/providers";
import { emailTranslator } from "@/lib/messages/translate";
import {
  CODE_VALID_SECONDS,
  codeDigest,
  newCode,
  RESEND_AFTER_SECONDS,
  sameDigest,
} from "@/lib/phone-confirmation/code";

/** A key of its own for the codes' digests, derived from AUTH_SECRET like the outbox's. */
const digestKey = () => Buffer.from(hkdfSync("sha256", authSecret(), "", "motoforge phone codes", 32));

const expiryFromNow = () => new Date(Date.now() + CODE_VALID_SECONDS * 1000);

/** What the caller learns of a code sent: the same for every phone, whoever else uses it. */
export type CodeSent = { sent: true; validForSeconds: number; resendAfterSeconds: number };

/**
 * Texts the caller a 6-digit code that confirms `phone` on their account, in the language they
 * use the shop in. Limits come first (per client address, then per phone: a minute apart, five
 * an hour); the code replaces any earlier one, is kept only as a keyed digest, and travels
 * sealed in the outbox. The answer is the same whether or not the phone is anyone's.
 */
export async function sendPhoneCode(request: Request, email: string, phone: string): Promise<CodeSent> {
  if (!smsSender()) throw unavailable(apiMessage("phone.smsUnavailable"));
  if (!(await hit(phoneCodesPerAddress(), clientAddress(request)))) throw rateLimited(apiMessage("phone.tooManyCodes"));
  if (!(await hit(phoneCodeGap, phone))) throw rateLimited(apiMessage("phone.waitForNewCode"));
  if (!(await hit(phoneCodesPerPhone, phone))) throw rateLimited(apiMessage("phone.tooManyCodes"));

  const code = newCode();
  await saveCode(email, phone, codeDigest(digestKey(), email, phone, code), expiryFromNow());
  const locale = chosenLocale(request) ?? (await userLocale(email));
  const text = emailTranslator(locale)("sms.phoneCode", { shop: siteConfig.name, code });
  // The code is the message's secret: sealed at rest, and gone once the text is sent.
  await queueSms(`phone-code:${randomBytes(12).toString("hex")}`, phone, text, [code]);
  return { sent: true, validForSeconds: CODE_VALID_SECONDS, resendAfterSeconds: RESEND_AFTER_SECONDS };
}

/**
 * Confirms `phone` on the caller's account with the code texted to it: once, within five
 * minutes, before three wrong tries. Every refusal is a 400 on the code field.
 */
export async function verifyPhoneCode(email: string, phone: string, code: string): Promise<void> {
  const gone = apiMessage("phone.codeGone");
  const live = await findLiveCode(email, phone);
  if (!live) throw invalid(gone, { code: gone });
  if (sameDigest(codeDigest(digestKey(), email, phone, code), live.digest)) {
    if (!(await spendCode(email, phone, live.digest))) throw invalid(gone, { code: gone });
    await confirmPhone(email, phone);
    return;
  }
  const left = await countWrongTry(email, phone, live.digest);
  const wrong = left > 0 ? apiMessage("phone.wrongCode", { left }) : gone;
  throw invalid(wrong, { code: wrong });
}
