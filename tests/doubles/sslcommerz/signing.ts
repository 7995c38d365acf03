import { createHash } from "node:crypto";

const md5 = (text: string): string => createHash("md5").update(text, "utf8").digest("hex");

/**
 * Signs a notice the way SSLCommerz signs IPNs and browser returns: `verify_key` lists the signed
 * field names; `verify_sign` is the md5 of those fields plus `store_passwd=md5(password)`, sorted
 * by key and joined as `key=value&…`. Exported so tests can forge good and bad notices.
 */
export function signNotice(fields: Record<string, string>, storePassword: string): Record<string, string> {
  const signed = Object.fromEntries(
    Object.entries(fields).filter(([key]) => key !== "verify_sign" && key !== "verify_key"),
  );
  const keys = Object.keys(signed);
  const hashed: [string, string][] = [...Object.entries(signed), ["store_passwd", md5(storePassword)]];
  // Byte order, as PHP's ksort gives for these ASCII names.
  hashed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const verifySign = md5(hashed.map(([key, value]) => `${key}=${value}`).join("&"));
  return { ...signed, verify_sign: verifySign, verify_key: keys.join(",") };
}
