import { describe, expect, it } from "vitest";

import { csvCell, csvRow } from "./csv";

describe("csv", () => {
  it("quotes commas, quotes and line breaks, doubling quotes", () => {
    expect(csvCell('Chain, 428H "gold"')).toBe('"Chain, 428H ""gold"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(" padded ")).toBe('" padded "');
  });

  it.each(["=1+1", "+8801711000000", "-2+3", "@SUM(A1)", "\t=cmd", "\r=cmd"])(
    "turns %j, which a spreadsheet would run, into text",
    (value) => {
      expect(csvCell(value).replace(/^"|"$/g, "").startsWith("'")).toBe(true);
    },
  );

  it("quotes a guarded cell that also needs quoting", () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
  });

  it("writes numbers, booleans and empty cells as they are, a row ending in CRLF", () => {
    expect(csvRow([10234, -5, true, null, undefined, "বাংলা"])).toBe("10234,-5,true,,,বাংলা\r\n");
  });
});
