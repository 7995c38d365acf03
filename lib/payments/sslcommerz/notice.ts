import { createHash, timingSafeEqual } from "node:crypto";

/**
 * SSLCommerz's signature on what it posts (the IPN, and the browser's return): `verify_key`
 * names the signed fields, and `verify_sign` is the MD5 of those fields plus the MD5 of the
 * store password, sorted by name and joined as a query string. MD5 proves little, so a
 * signed notice is still confirmed with the validation API; a wrongly signed one is refused
 * before that call.
 */

const md5 = (text: string) => createHash("md5").update(text, "utf8").digest("hex");

export type SignatureCheck = "valid" | "invalid" | "unsigned";

export function checkNoticeSignature(fields: Record<string, string>, storePassword: string): SignatureCheck {
  const { verify_sign: signature, verify_key: keyList } = fields;
  if (!signature && !keyList) return "unsigned";
  if (!signature || !keyList) return "invalid";
  const signed: Record<string, string> = { store_passwd: md5(storePassword) };
  for (const key of keyList.split(",")) {
    if (key === "store_passwd" || key === "verify_sign" || key === "verify_key") return "invalid";
    if (key in fields) signed[key] = fields[key]!;
  }
  const expected = md5(
    Object.keys(signed)
      .sort()
      .map((key) => `${key}=${signed[key]}`)
      .join("&"),
  );
  const given = Buffer.from(signature.toLowerCase(), "utf8");
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected, "utf8"))
    ? "valid"
    : "invalid";
}
