import { describe, expect, it } from "vitest";

import { shownDefault } from "@/components/forms/register-shown";

describe("a field's default as its HTML shows it", () => {
  it("gives text and numbers as the value, and a yes or no as whether the box is ticked", () => {
    expect(shownDefault("Agrabad")).toEqual({ defaultValue: "Agrabad" });
    expect(shownDefault("")).toEqual({ defaultValue: "" });
    expect(shownDefault(2)).toEqual({ defaultValue: 2 });
    expect(shownDefault(true)).toEqual({ defaultChecked: true });
    expect(shownDefault(false)).toEqual({ defaultChecked: false });
  });

  it("gives nothing for what a field cannot show: no value, not a number, a list", () => {
    for (const value of [undefined, null, Number.NaN, Number.POSITIVE_INFINITY, [], ["Yamaha R15 V4"], {}])
      expect(shownDefault(value)).toEqual({});
  });
});
