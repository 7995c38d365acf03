import { Query } from "mingo";
import { describe, expect, it } from "vitest";

import { catalogueFilter, catalogueSkip, catalogueSort, escapeRegex, searchPattern } from "@/lib/data/tool-query";
import { catalogueHref, catalogueQueryFromSearchParams, catalogueQuerySchema } from "@/lib/validations/catalogue";

const tools = [
  {
    name: "Chain and Sprocket Kit 428H",
    shortDescription: "O-ring chain",
    category: "parts",
    price: 38.5,
    fitKeys: ["bajaj|pulsar-150|2023", "bajaj|pulsar-150|2024"],
  },
  {
    name: "All-Weather Chain Lube",
    shortDescription: "Sticky spray (400 ml)",
    category: "accessories",
    price: 7.4,
    fitKeys: ["*"],
  },
  {
    name: "Torque Wrench",
    shortDescription: "Click wrench, ±4% [calibrated]",
    category: "tools",
    price: 42,
    fitKeys: [],
  },
];

function matching(query: Parameters<typeof catalogueFilter>[0]) {
  const mingoQuery = new Query(catalogueFilter(query) as Record<string, unknown>);
  return tools.filter((tool) => mingoQuery.test(tool)).map((tool) => tool.name);
}

describe("catalogue filter", () => {
  it("is empty without a search or category", () => {
    expect(catalogueFilter({})).toEqual({});
  });

  it("matches name and description case-insensitively, part of a word too", () => {
    expect(matching({ q: "CHAIN" })).toEqual(["Chain and Sprocket Kit 428H", "All-Weather Chain Lube"]);
    expect(matching({ q: "sprock" })).toEqual(["Chain and Sprocket Kit 428H"]);
    expect(matching({ q: "sticky" })).toEqual(["All-Weather Chain Lube"]);
  });

  it("takes regular expression characters literally", () => {
    expect(matching({ q: "(400 ml)" })).toEqual(["All-Weather Chain Lube"]);
    expect(matching({ q: "[calibrated]" })).toEqual(["Torque Wrench"]);
    expect(matching({ q: ".*" })).toEqual([]);
    expect(escapeRegex("a.b*c")).toBe("a\\.b\\*c");
  });

  it("finds the parts that fit a bike in that year, and universal ones", () => {
    const pulsar = { make: "bajaj", model: "pulsar-150", year: 2024 };
    expect(matching({ bike: pulsar })).toEqual(["Chain and Sprocket Kit 428H", "All-Weather Chain Lube"]);
    expect(matching({ bike: { ...pulsar, year: 2019 } })).toEqual(["All-Weather Chain Lube"]);
    expect(matching({ bike: pulsar, category: "parts" })).toEqual(["Chain and Sprocket Kit 428H"]);
  });

  it("combines the category with the search", () => {
    expect(matching({ q: "chain", category: "parts" })).toEqual(["Chain and Sprocket Kit 428H"]);
    expect(matching({ category: "safety-gear" })).toEqual([]);
  });
});

describe("searching in Bangla", () => {
  // Typed as different keyboards type them: য় as one code point or as য + nukta, ো as one or as ে + া, a ZWJ in র‍্য.
  const bangla = [
    { name: "ব্রেক প্যাড (সামনের)", shortDescription: "পালসার ও এফজেড-এর জন্য সিরামিক প্যাড" },
    { name: "চেইন লুব", shortDescription: "ইয\u09BCামাহা ও হোন্ডার চেইনের জন্য, ৪০০ মিলি" },
    { name: "হেলমেট", shortDescription: "DOT সার্টিফা\u09DFেড, ফুল ফেস, সাইজ XL" },
    { name: "র\u200D্যাক", shortDescription: "পেছনের ক্যারিয়ার" },
    { name: "Clutch Plate", shortDescription: "For the Pulsar 150" },
  ];
  const find = (q: string) => {
    const query = new Query(catalogueFilter({ q }) as Record<string, unknown>);
    return bangla.filter((tool) => query.test(tool)).map((tool) => tool.name);
  };

  it("finds a Bangla word in the name or the description, part of a word too", () => {
    expect(find("ব্রেক")).toEqual(["ব্রেক প্যাড (সামনের)"]);
    expect(find("প্যাড")).toEqual(["ব্রেক প্যাড (সামনের)"]);
    expect(find("সিরামিক")).toEqual(["ব্রেক প্যাড (সামনের)"]);
    expect(find("চেই")).toEqual(["চেইন লুব"]);
    expect(find("ব্রেক প্যাড")).toEqual(["ব্রেক প্যাড (সামনের)"]);
    expect(find("ইঞ্জিন")).toEqual([]);
  });

  it("matches a letter however the keyboard spelled it", () => {
    // য় typed as one code point finds য + nukta stored, and the other way round.
    expect(find("ই\u09DFামাহা")).toEqual(["চেইন লুব"]);
    expect(find("ইয\u09BCামাহা")).toEqual(["চেইন লুব"]);
    expect(find("সার্টিফায\u09BCেড")).toEqual(["হেলমেট"]);
    // ো typed as ে + া.
    expect(find("হে\u09BEন্ডা")).toEqual(["চেইন লুব"]);
  });

  it("ignores zero-width joiners on either side", () => {
    expect(find("র্যাক")).toEqual(["র\u200D্যাক"]);
    expect(find("র\u200D্যাক")).toEqual(["র\u200D্যাক"]);
    expect(find("ক্যা\u200Cরিয়ার")).toEqual(["র\u200D্যাক"]);
  });

  it("reads digits in either script", () => {
    expect(find("৪০০")).toEqual(["চেইন লুব"]);
    expect(find("400")).toEqual(["চেইন লুব"]);
    expect(find("১৫০")).toEqual(["Clutch Plate"]);
  });

  it("still takes the text literally", () => {
    expect(find("(সামনের)")).toEqual(["ব্রেক প্যাড (সামনের)"]);
    expect(find("এফজেড-এর")).toEqual(["ব্রেক প্যাড (সামনের)"]);
    expect(find("ব.েক")).toEqual([]);
    expect(searchPattern("a.b")).toBe("a\\.b");
  });
});

describe("catalogue sort and paging", () => {
  it("breaks ties on _id so pages never overlap", () => {
    expect(catalogueSort("newest")).toEqual({ createdAt: -1, _id: -1 });
    expect(catalogueSort("price-asc")).toEqual({ price: 1, _id: 1 });
    expect(catalogueSort("price-desc")).toEqual({ price: -1, _id: -1 });
  });

  it("skips the pages before", () => {
    expect(catalogueSkip({ page: 1, limit: 12 })).toBe(0);
    expect(catalogueSkip({ page: 3, limit: 12 })).toBe(24);
  });
});

describe("catalogue query parameters", () => {
  it("has defaults and refuses bad values on the API", () => {
    expect(catalogueQuerySchema.parse({})).toEqual({ sort: "newest", page: 1, limit: 12 });
    expect(catalogueQuerySchema.safeParse({ sort: "cheapest" }).success).toBe(false);
    expect(catalogueQuerySchema.safeParse({ category: "bikes" }).success).toBe(false);
    expect(catalogueQuerySchema.safeParse({ page: "0" }).success).toBe(false);
    expect(catalogueQuerySchema.safeParse({ limit: "101" }).success).toBe(false);
  });

  it("falls back to defaults on the page", () => {
    expect(catalogueQueryFromSearchParams({ q: "  chain ", category: "bikes", sort: "x", page: ["2", "3"] })).toEqual({
      q: "chain",
      category: undefined,
      sort: "newest",
      page: 2,
      limit: 12,
    });
    expect(catalogueQueryFromSearchParams({ page: "-1", q: "" })).toEqual({
      q: undefined,
      category: undefined,
      sort: "newest",
      page: 1,
      limit: 12,
    });
  });

  it("builds one URL per result, leaving out defaults", () => {
    expect(catalogueHref({})).toBe("/tools");
    expect(catalogueHref({ q: "chain", category: "parts", sort: "price-asc", page: 2 })).toBe(
      "/tools?q=chain&category=parts&sort=price-asc&page=2",
    );
    expect(catalogueHref({ sort: "newest", page: 1 })).toBe("/tools");
    expect(catalogueHref({ bike: { make: "bajaj", model: "pulsar-n160", year: 2024 }, sort: "price-asc" })).toBe(
      "/tools?bike=bajaj/pulsar-n160/2024&sort=price-asc",
    );
  });

  it("reads a bike from the URL, refusing a malformed one on the API and dropping it on the page", () => {
    const bike = { make: "bajaj", model: "pulsar-n160", year: 2024 };
    expect(catalogueQuerySchema.parse({ bike: "bajaj/pulsar-n160/2024" }).bike).toEqual(bike);
    expect(catalogueQuerySchema.safeParse({ bike: "bajaj/pulsar-n160" }).success).toBe(false);
    expect(catalogueQueryFromSearchParams({ bike: "bajaj/pulsar-n160/2024" }).bike).toEqual(bike);
    expect(catalogueQueryFromSearchParams({ bike: "../../etc" }).bike).toBeUndefined();
  });
});
