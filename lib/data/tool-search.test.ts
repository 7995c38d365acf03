import { MongoClient, type Document, type Filter } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startServer } from "@motoforge/embedded-db";
import type { BikeMake } from "@/lib/bikes/directory";
import { bikesNamed, catalogueFilter } from "@/lib/data/tool-query";

/** The catalogue's search as the database answers it (the embedded one here, MongoDB in production). */
describe("catalogue search in the database", () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let client: MongoClient;

  beforeAll(async () => {
    server = await startServer({ port: 0, dbpath: ":memory:" });
    client = await MongoClient.connect(server.uri);
    await client
      .db("search-test")
      .collection("tools")
      .insertMany([
        { name: "ব্রেক প্যাড", shortDescription: "সামনের চাকার জন্য সিরামিক প্যাড" },
        { name: "Chain Lube", shortDescription: "ইয\u09BCামাহা ও হোন্ডার চেইনের জন্য, ৪০০ মিলি" },
        { name: "Brake Lever", shortDescription: "Forged aluminium" },
        {
          name: "Front Disc Rotor",
          shortDescription: "Stainless steel",
          fits: [
            { make: "bajaj", model: "pulsar-n160", years: [2022, 2026] },
            { make: "tvs", model: "apache-rtr-160", years: [2018, 2026] },
          ],
        },
      ]);
  });

  afterAll(async () => {
    await client.close();
    await server.close();
  });

  const model = (slug: string, name: string) => ({
    model: slug,
    name,
    years: [2010, 2026] as [number, number],
    cc: 150,
  });
  const makes: BikeMake[] = [
    { make: "bajaj", name: "Bajaj", models: [model("pulsar-150", "Pulsar 150"), model("pulsar-n160", "Pulsar N160")] },
    { make: "tvs", name: "TVS", models: [model("apache-rtr-160", "Apache RTR 160")] },
  ];
  const find = async (q: string) =>
    (
      await client
        .db("search-test")
        .collection("tools")
        .find(catalogueFilter({ q }, bikesNamed(makes, q)) as Filter<Document>)
        .toArray()
    ).map((tool) => tool.name);

  it("finds a product typed in Bangla by a Bangla word", async () => {
    expect(await find("ব্রেক")).toEqual(["ব্রেক প্যাড"]);
    expect(await find("সিরামিক")).toEqual(["ব্রেক প্যাড"]);
  });

  it("finds a letter typed either way, and digits in either script", async () => {
    expect(await find("ই\u09DFামাহা")).toEqual(["Chain Lube"]);
    expect(await find("400")).toEqual(["Chain Lube"]);
  });

  it("still finds English words whatever their case", async () => {
    expect(await find("brake")).toEqual(["Brake Lever"]);
  });

  it("finds a part by a bike it is listed for: its model, its maker or both", async () => {
    expect(bikesNamed(makes, "pulsar")).toEqual([
      { make: "bajaj", model: "pulsar-150" },
      { make: "bajaj", model: "pulsar-n160" },
    ]);
    for (const q of ["pulsar", "Bajaj Pulsar N160", "apache", "TVS"])
      expect(await find(q)).toEqual(["Front Disc Rotor"]);
    expect(await find("Pulsar 150")).toEqual([]);
  });
});
