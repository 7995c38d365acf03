import { describe, expect, it } from "vitest";

import { profileSchema } from "@/lib/validations/profile";

describe("the profile's phone", () => {
  const phone = (value: string) => profileSchema.safeParse({ name: "Rider", phone: value });

  it("is kept as the 11 digits the order form fills in and couriers take, however it was written", () => {
    for (const written of ["01811222333", "+880 1811-222333", "০১৮১১২২২৩৩৩"])
      expect(phone(written).data?.phone).toBe("01811222333");
    expect(phone("  ").data?.phone).toBe("");
  });

  it("is refused when no Bangladeshi mobile, which the order form would refuse in turn", () => {
    for (const refused of ["01712345678901234", "123", "+44 7911 123456"])
      expect(phone(refused).error?.issues[0]?.message).toBe("bdMobileInvalid");
  });
});
