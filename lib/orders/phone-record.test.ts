import { describe, expect, it } from "vitest";

import { codStartStatus, emptyRecord, needsCall } from "@/lib/orders/phone-record";

describe("a phone's record", () => {
  it("holds a cash order for a call after two refused parcels and none taken", () => {
    expect(needsCall({ delivered: 0, returned: 2, cancelled: 0 })).toBe(true);
    expect(needsCall({ delivered: 0, returned: 5, cancelled: 3 })).toBe(true);
    expect(codStartStatus({ delivered: 0, returned: 2, cancelled: 0 })).toBe("needs-call");
  });

  it("confirms it at once for a new phone, one refusal, or a phone that took a parcel", () => {
    expect(codStartStatus(emptyRecord())).toBe("confirmed");
    expect(needsCall({ delivered: 0, returned: 1, cancelled: 4 })).toBe(false);
    expect(needsCall({ delivered: 1, returned: 3, cancelled: 0 })).toBe(false);
  });
});
