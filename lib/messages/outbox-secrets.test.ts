import { beforeAll, describe, expect, it } from "vitest";

/** Sealing and masking an outbox message's secrets, without a database. */
describe("outbox secrets", () => {
  beforeAll(() => {
    process.env.AUTH_SECRET ??= "outbox-secrets-test-secret-0123456789";
  });

  const secrets = () => import("./outbox-secrets");
  const token = "Zm9vYmFyYmF6cXV4LXRva2VuX3ZhbHVlXzEyMzQ1Ng";

  it("masks every occurrence in subject, text and HTML, and puts each secret back in its place", async () => {
    const { maskSecrets, revealSecrets } = await secrets();
    const content = {
      subject: "Your code 482913",
      text: `Code 482913. Link: https://shop.test/reset-password?token=${token}`,
      html: `<a href="https://shop.test/reset-password?token=${token}">${token}</a>`,
    };
    const masked = maskSecrets(content, [token, "482913"]);
    expect(JSON.stringify(masked)).not.toMatch(new RegExp(`${token}|482913`));
    expect(masked.text).toBe("Code ⟦hidden 2⟧. Link: https://shop.test/reset-password?token=⟦hidden 1⟧");
    expect(revealSecrets(masked, [token, "482913"])).toEqual(content);
  });

  it("refuses a secret that would not read the same in a URL or HTML", async () => {
    const { maskSecrets } = await secrets();
    expect(() => maskSecrets({ text: "a&b=c" }, ["a&b=c"])).toThrow(/letters, digits/);
    expect(() => maskSecrets({ text: "12" }, ["12"])).toThrow(/letters, digits/);
  });

  it("opens sealed secrets only for the message they were sealed for", async () => {
    const { openSecrets, sealSecrets } = await secrets();
    const sealed = sealSecrets([token], "account:reset:abc:email");
    expect(sealed).not.toContain(token);
    expect(Buffer.from(sealed, "base64url").toString("latin1")).not.toContain(token);
    expect(openSecrets(sealed, "account:reset:abc:email")).toEqual([token]);
    expect(() => openSecrets(sealed, "account:reset:other:email")).toThrow();
    expect(sealSecrets([token], "account:reset:abc:email")).not.toBe(sealed);
  });
});
