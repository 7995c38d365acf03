import { describe, expect, it } from "vitest";

import { sniffImageType } from "./image";

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

describe("image type sniffing", () => {
  it("recognises PNG, JPEG and WebP by their first bytes", () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe("image/png");
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe("image/jpeg");
    expect(sniffImageType(bytes(...ascii("RIFF"), 0x24, 0, 0, 0, ...ascii("WEBPVP8 ")))).toBe("image/webp");
  });

  it("refuses everything else, whatever it is called", () => {
    expect(sniffImageType(bytes(...ascii("just some text, named photo.png")))).toBeNull();
    expect(sniffImageType(bytes(...ascii("<svg xmlns='http://www.w3.org/2000/svg'/>")))).toBeNull();
    expect(sniffImageType(bytes(...ascii("GIF89a"), 1, 0))).toBeNull();
    expect(sniffImageType(bytes(...ascii("RIFF"), 0x24, 0, 0, 0, ...ascii("WAVEfmt ")))).toBeNull();
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(sniffImageType(new Uint8Array(0))).toBeNull();
  });
});
