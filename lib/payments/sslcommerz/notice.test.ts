import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { checkNoticeSignature } from "./notice";

const md5 = (text: string) => createHash("md5").update(text).digest("hex");
const password = "store@ssl";

// Signed as SSLCommerz documents it: the listed fields and md5(password), sorted, joined.
const notice = {
  tran_id: "MF-10001-a1b2c3d4",
  val_id: "230101abc",
  amount: "1525.00",
  status: "VALID",
  verify_key: "amount,status,tran_id,val_id",
};
const signed = {
  ...notice,
  verify_sign: md5(
    `amount=1525.00&status=VALID&store_passwd=${md5(password)}&tran_id=MF-10001-a1b2c3d4&val_id=230101abc`,
  ),
};

describe("SSLCommerz notice signature", () => {
  it("accepts a notice signed with the store password", () => {
    expect(checkNoticeSignature(signed, password)).toBe("valid");
    expect(checkNoticeSignature({ ...signed, verify_sign: signed.verify_sign.toUpperCase() }, password)).toBe("valid");
  });

  it("refuses a changed field, another password or a half-present signature", () => {
    expect(checkNoticeSignature({ ...signed, amount: "1.00" }, password)).toBe("invalid");
    expect(checkNoticeSignature(signed, "another password")).toBe("invalid");
    expect(checkNoticeSignature({ ...notice }, password)).toBe("invalid");
    expect(checkNoticeSignature({ ...signed, verify_key: "amount,store_passwd" }, password)).toBe("invalid");
  });

  it("says when a notice carries no signature at all, for the validation API to decide", () => {
    expect(checkNoticeSignature({ tran_id: "MF-1-0", val_id: "x" }, password)).toBe("unsigned");
  });
});
