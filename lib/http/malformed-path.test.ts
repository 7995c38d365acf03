import { describe, expect, it } from "vitest";

import { hasMalformedPath } from "./malformed-path";

describe("hasMalformedPath", () => {
  it.each(["/api/order/%E0%A4%A", "/api/user/%ZZ", "/legal/%ZZ", "/api/auth/%", "/tools/%C0%AF", "/a%2/b"])(
    "finds %s malformed",
    (url) => expect(hasMalformedPath(url)).toBe(true),
  );

  it.each(["/", "/api/order/abc", "/api/user/a%40b.com", "/legal/%E0%A4%A4", "/tools?q=%ZZ", "/x#%ZZ"])(
    "lets %s through (valid, or the bad part is only in the query or hash)",
    (url) => expect(hasMalformedPath(url)).toBe(false),
  );
});
