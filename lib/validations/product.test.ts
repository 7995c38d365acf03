import { describe, expect, it } from "vitest";

import { validationMessage } from "@/lib/i18n/validation";

import { productSchema, productUpdateSchema } from "./product";

const valid = {
  name: "Chain and Sprocket Kit 428H",
  shortDescription: "Fits 100-150 cc commuters.",
  orderQuantity: 2,
  availableQuantity: 40,
  price: 24.99,
  category: "parts",
  image: "/api/images/0123456789abcdef01234567",
};

function errors(data: unknown): Record<string, string> {
  const result = productSchema.safeParse(data);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[String(issue.path[0])] ??= validationMessage(issue.message, "en");
  return found;
}

describe("product validation", () => {
  it("accepts a product and keeps only its fields", () => {
    expect(productSchema.parse({ ...valid, createdAt: "2020-01-01", _id: "x" })).toEqual(valid);
    expect(
      productSchema.parse({ ...valid, image: "/images/tools/spark-plug.svg", availableQuantity: 0 }).availableQuantity,
    ).toBe(0);
  });

  it("names each missing field in the spec's words, with Available Quantity's own message", () => {
    expect(errors({})).toEqual({
      name: "Name is Required",
      shortDescription: "Descripiton is Required",
      orderQuantity: "Order Quantity is Required",
      availableQuantity: "Available Quantity is Required",
      price: "Price is Required",
      category: "Please choose a category",
      image: "Image is Required",
    });
    expect(errors({ ...valid, name: "   ", shortDescription: "" })).toEqual({
      name: "Name is Required",
      shortDescription: "Descripiton is Required",
    });
  });

  it("refuses strings, operator objects and non-finite numbers as numbers", () => {
    expect(errors({ ...valid, orderQuantity: "5", availableQuantity: { $gt: 0 }, price: Number.NaN })).toEqual({
      orderQuantity: "Order Quantity is Required",
      availableQuantity: "Available Quantity is Required",
      price: "Price is Required",
    });
    expect(errors({ ...valid, price: Number.POSITIVE_INFINITY }).price).toBe("Price is Required");
  });

  it("keeps quantities whole and within bounds", () => {
    expect(errors({ ...valid, orderQuantity: 0, availableQuantity: -1 })).toEqual({
      orderQuantity: "Order quantity must be at least 1",
      availableQuantity: "Available quantity must be at least 0",
    });
    expect(errors({ ...valid, orderQuantity: 1.5, availableQuantity: 1e12 })).toEqual({
      orderQuantity: "Order quantity must be a whole number",
      availableQuantity: "Available quantity must be at most 1,000,000",
    });
    expect(errors({ ...valid, availableQuantity: 1e308 }).availableQuantity).toBe(
      "Available quantity must be at most 1,000,000",
    );
  });

  it("keeps prices positive, in cents and at most $100,000", () => {
    expect(errors({ ...valid, price: 0 }).price).toBe("Price must be more than 0");
    expect(errors({ ...valid, price: -5 }).price).toBe("Price must be more than 0");
    expect(errors({ ...valid, price: 10.005 }).price).toBe("Price can have at most 2 decimals (cents)");
    expect(errors({ ...valid, price: 100_000.01 }).price).toBe("Price must be at most $100,000");
    expect(errors({ ...valid, price: 0.1 + 0.2 })).toEqual({});
    expect(errors({ ...valid, price: 100_000 })).toEqual({});
  });

  it("takes only the catalogue's categories", () => {
    expect(errors({ ...valid, category: "safety-gear" })).toEqual({});
    for (const category of ["Parts", "bikes", "", { $ne: null }, ["parts"]])
      expect(errors({ ...valid, category }).category).toBe("Please choose a category");
  });

  it("limits the name and description length", () => {
    expect(errors({ ...valid, name: "n".repeat(121), shortDescription: "d".repeat(601) })).toEqual({
      name: "Name must be at most 120 characters",
      shortDescription: "Description must be at most 600 characters",
    });
  });

  it("only takes pictures of the shop's own", () => {
    for (const image of [
      "https://evil.example/cat.png",
      "//evil.example/cat.png",
      "javascript:alert(1)",
      "/api/images/not-an-id",
      "/api/images/0123456789abcdef01234567/../../x",
      "/images/../api/secret.png",
      "/images/tools/x.html",
      "data:image/png;base64,AAAA",
    ]) {
      expect(errors({ ...valid, image }).image, image).toBe("The image must be a picture uploaded to the shop");
    }
  });
});

describe("product update validation", () => {
  it("takes any of the product's fields, checked like a new product, and nothing else", () => {
    expect(productUpdateSchema.parse({ price: 12.5, availableQuantity: 3, createdAt: "1999-01-01" })).toEqual({
      price: 12.5,
      availableQuantity: 3,
    });
    expect(productUpdateSchema.safeParse({ price: -1 }).success).toBe(false);
    expect(productUpdateSchema.safeParse({ image: "https://evil.example/x.png" }).success).toBe(false);
    expect(productUpdateSchema.safeParse({ category: "snacks" }).success).toBe(false);
  });

  it("wants at least one field", () => {
    const result = productUpdateSchema.safeParse({ _id: "x" });
    expect(result.error?.issues[0]).toMatchObject({ path: ["body"], message: "Send at least one field to change" });
  });
});
