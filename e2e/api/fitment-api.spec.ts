import { randomUUID } from "node:crypto";

import type { APIRequestContext } from "@playwright/test";

import { expect, test as base } from "../fixtures";
import { newAccount, signUp } from "../support/accounts";
import { adminRequest } from "../support/admin-session";
import { addProduct, newProduct } from "../support/products";

/** `admin`: an API context signed in as the admin (one login per worker, see admin-session.ts). */
const test = base.extend<{ admin: APIRequestContext }>({
  admin: async ({}, use) => {
    const admin = await adminRequest();
    await use(admin);
    await admin.dispose();
  },
});

type Answer = { error?: string; fields?: Record<string, string> };
type Listed = { _id: string; name: string; universal: boolean; fits: unknown[]; fitKeys?: unknown };
type GarageAnswer = { bikes: { param: string; short: string; full: string }[]; active: number | null };

const apache = (from: number, to: number) => ({
  make: "tvs",
  model: "apache-rtr-160-4v",
  years: [from, to] as [number, number],
});

/** The products matching a word of their own, for one bike. */
async function partsFor(request: APIRequestContext, bike: string, word: string): Promise<string[]> {
  const response = await request.get(`/api/tools?bike=${bike}&q=${word}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as Listed[]).map((tool) => tool.name);
}

test.describe("the bike list", () => {
  test("lists makers and models with slugs, names, years and engine size, for anyone", async ({ request }) => {
    const makes = (await (await request.get("/api/bikes")).json()) as {
      make: string;
      name: string;
      models: { model: string; name: string; years: number[]; cc: number }[];
    }[];
    const bajaj = makes.find((make) => make.make === "bajaj");
    expect(bajaj?.name).toBe("Bajaj");
    expect(bajaj?.models).toContainEqual({ model: "pulsar-n160", name: "Pulsar N160", years: [2022, 2026], cc: 165 });
    expect(makes.map((make) => make.make)).toEqual(
      expect.arrayContaining(["tvs", "hero", "honda", "yamaha", "suzuki"]),
    );
  });

  test("the catalogue's search finds the parts listed for the bike it names", async ({ request }) => {
    const named = async (q: string) =>
      ((await (await request.get(`/api/tools?q=${encodeURIComponent(q)}&limit=100`)).json()) as Listed[]).map(
        (tool) => tool.name,
      );
    const forTheN160 = ["Sintered Disc Brake Pads", "Wave Disc Brake Rotor 276 mm"];
    expect(await named("Pulsar N160")).toEqual(expect.arrayContaining(forTheN160));
    expect(await named("bajaj pulsar n160")).toEqual(expect.arrayContaining(forTheN160));
  });

  test("only the admin adds a model; a model listed twice or a bad one is refused", async ({
    admin,
    request,
    playwright,
    baseURL,
  }) => {
    const model = { makeName: "Runner", name: `Bullet ${randomUUID().slice(0, 6)}`, years: [2019, 2026], cc: 100 };
    const anonymous = await playwright.request.newContext({ baseURL });
    expect((await anonymous.post("/api/bikes", { data: model })).status()).toBe(401);
    await anonymous.dispose();
    await signUp(request);
    expect((await request.post("/api/bikes", { data: model })).status()).toBe(403);

    const added = await admin.post("/api/bikes", { data: model });
    expect(added.status()).toBe(201);
    const slug = model.name.toLowerCase().replace(" ", "-");
    expect(await added.json()).toEqual({ ...model, make: "runner", model: slug });
    expect((await admin.post("/api/bikes", { data: model })).status()).toBe(409);
    // A maker already listed keeps its name and slug, however the admin writes it.
    const tvs = await admin.post("/api/bikes", { data: { ...model, makeName: "tvs", name: `Raider ${slug}` } });
    expect(await tvs.json()).toMatchObject({ make: "tvs", makeName: "TVS" });

    for (const bad of [
      { ...model, years: [2026, 2019] },
      { ...model, years: [2019, 2099] },
      { ...model, years: [2019] },
      { ...model, cc: 10 },
      { ...model, name: "   " },
      { ...model, name: "<>" },
      { ...model, makeName: { $ne: null } },
    ]) {
      expect((await admin.post("/api/bikes", { data: bad })).status(), JSON.stringify(bad)).toBe(400);
    }
    const bengali = await admin.post("/api/bikes", { data: { ...model, name: "পালসার" } });
    expect(((await bengali.json()) as Answer).fields?.name).toBe("Write the model in Latin letters");
  });
});

test.describe("fitment on products", () => {
  test("the admin lists the bikes a product fits; the catalogue finds it for those bikes and years only", async ({
    admin,
    request,
  }) => {
    const word = `Fitz${randomUUID().slice(0, 6)}`;
    const id = await addProduct(admin, {
      ...newProduct({ name: `${word} Clutch Plates` }),
      fits: [apache(2019, 2020)],
    });
    expect(await partsFor(request, "tvs/apache-rtr-160-4v/2019", word)).toEqual([`${word} Clutch Plates`]);
    expect(await partsFor(request, "tvs/apache-rtr-160-4v/2021", word)).toEqual([]);
    expect(await partsFor(request, "bajaj/pulsar-n160/2024", word)).toEqual([]);

    const tool = (await (await request.get(`/api/tools/${id}`)).json()) as Listed;
    expect(tool).toMatchObject({ universal: false, fits: [apache(2019, 2020)] });
    expect(tool.fitKeys).toBeUndefined();

    // Made universal, it fits every bike, and its list of bikes goes.
    const universal = await admin.patch(`/api/tools/${id}`, { data: { universal: true } });
    expect(await universal.json()).toMatchObject({ universal: true, fits: [] });
    expect(await partsFor(request, "bajaj/pulsar-n160/2024", word)).toEqual([`${word} Clutch Plates`]);
    // A list of bikes sent alone makes it fit just those again.
    await admin.patch(`/api/tools/${id}`, { data: { fits: [apache(2021, 2021)] } });
    expect(await partsFor(request, "bajaj/pulsar-n160/2024", word)).toEqual([]);
    expect(await partsFor(request, "tvs/apache-rtr-160-4v/2021", word)).toEqual([`${word} Clutch Plates`]);
  });

  test("unknown bikes, years a model was not made, and contradictions are refused, and nothing changes", async ({
    admin,
    request,
  }) => {
    const id = await addProduct(admin);
    const refused: [unknown, string][] = [
      [{ fits: [{ make: "bajaj", model: "pulsar-9000", years: [2022, 2023] }] }, "fits.0"],
      [{ fits: [{ make: "bajaj", model: "pulsar-n160", years: [2015, 2023] }] }, "fits.0"],
      [{ fits: [apache(2020, 2019)] }, "fits.0.years"],
      [{ fits: [apache(2019, 2019), apache(2020, 2020)] }, "fits"],
      [{ fits: [{ make: "TVS", model: "apache-rtr-160-4v", years: [2019, 2020] }] }, "fits.0.make"],
      [{ fits: [{ make: { $gt: "" }, model: "x", years: [2019, 2020] }] }, "fits.0.make"],
      [{ universal: true, fits: [apache(2019, 2020)] }, "fits"],
      [{ universal: "yes" }, "universal"],
      [{ fits: "tvs/apache-rtr-160-4v/2019" }, "fits"],
    ];
    for (const [body, field] of refused) {
      const response = await admin.patch(`/api/tools/${id}`, { data: body });
      expect(response.status(), JSON.stringify(body)).toBe(400);
      expect(Object.keys(((await response.json()) as Answer).fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    // What the admin reads beside the field, in the language asked for.
    const fitError = async ([body]: [unknown, string], language = "en") => {
      const response = await admin.patch(`/api/tools/${id}`, { data: body, headers: { "accept-language": language } });
      return ((await response.json()) as Answer).fields?.["fits.0"];
    };
    expect(await fitError(refused[0]!)).toBe("bajaj/pulsar-9000 is not in the bike list");
    expect(await fitError(refused[1]!)).toMatch(/^The Bajaj Pulsar N160 was made 20\d\d–20\d\d$/);
    expect(await fitError(refused[1]!, "bn")).toMatch(/^Bajaj Pulsar N160 তৈরি হয়েছে কেবল .+ সালে$/);
    const posted = await admin.post("/api/tools", { data: { ...newProduct(), fits: [apache(2010, 2012)] } });
    expect(posted.status()).toBe(400);
    expect(await (await request.get(`/api/tools/${id}`)).json()).toMatchObject({ universal: false, fits: [] });

    await signUp(request);
    expect((await request.patch(`/api/tools/${id}`, { data: { universal: true } })).status()).toBe(403);
  });

  test("a catalogue query for a malformed or unknown bike is a 400", async ({ request }) => {
    for (const bike of [
      "bajaj",
      "bajaj/pulsar-n160",
      "bajaj/pulsar-n160/24",
      "../../x/2024",
      "bajaj/nope/2024",
      "bajaj/pulsar-n160/2010",
    ]) {
      expect((await request.get(`/api/tools?bike=${encodeURIComponent(bike)}`)).status(), bike).toBe(400);
    }
  });
});

test.describe("the garage", () => {
  const n160 = { make: "bajaj", model: "pulsar-n160", year: 2024 };
  const livo = { make: "honda", model: "livo-110", year: 2019 };

  test("a visitor's browser keeps the bike in use in a cookie; a rider's garage follows them to a new device", async ({
    playwright,
    baseURL,
  }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    const chosen = await visitor.put("/api/garage", { data: { bikes: [livo, n160], active: 1 } });
    expect(await chosen.json()).toEqual({
      bikes: [
        { ...n160, param: "bajaj/pulsar-n160/2024", short: "Pulsar N160 (2024)", full: "Bajaj Pulsar N160 (2024)" },
      ],
      active: 0,
    });
    const cookie = (await visitor.storageState()).cookies.find((candidate) => candidate.name === "bike");
    expect(decodeURIComponent(cookie?.value ?? "")).toBe("bajaj/pulsar-n160/2024~Pulsar N160 (2024)");

    // Signing up in that browser adopts the bike; the garage then lives on the profile.
    const account = await signUp(visitor, newAccount("garage"));
    expect(((await (await visitor.get("/api/garage")).json()) as GarageAnswer).bikes.map((bike) => bike.param)).toEqual(
      ["bajaj/pulsar-n160/2024"],
    );
    await visitor.put("/api/garage", { data: { bikes: [n160, livo], active: 1 } });
    await visitor.dispose();

    const otherDevice = await playwright.request.newContext({ baseURL });
    await otherDevice.post("/api/login", { data: { email: account.email, password: account.password } });
    const garage = (await (await otherDevice.get("/api/garage")).json()) as GarageAnswer;
    expect(garage).toMatchObject({
      active: 1,
      bikes: [{ param: "bajaj/pulsar-n160/2024" }, { param: "honda/livo-110/2019" }],
    });
    expect(
      decodeURIComponent(
        (await otherDevice.storageState()).cookies.find((candidate) => candidate.name === "bike")?.value ?? "",
      ),
    ).toBe("honda/livo-110/2019~Livo 110 (2019)");
    await otherDevice.dispose();

    // Someone else sees their own garage, never this one.
    const stranger = await playwright.request.newContext({ baseURL });
    await signUp(stranger);
    expect(await (await stranger.get("/api/garage")).json()).toEqual({ bikes: [], active: null });
    await stranger.dispose();
  });

  test("unknown bikes, too many, twice the same, a bad active index, a forged cookie and cross-site writes are refused", async ({
    request,
    playwright,
    baseURL,
  }) => {
    await signUp(request);
    const bikes = [2019, 2020, 2021, 2022, 2023, 2024].map((year) => ({ ...livo, year }));
    for (const body of [
      { bikes: [{ ...n160, year: 2010 }], active: 0 },
      { bikes: [{ make: "bajaj", model: "pulsar-9000", year: 2024 }], active: 0 },
      { bikes, active: 0 },
      { bikes: [n160, n160], active: 0 },
      { bikes: [n160], active: 1 },
      { bikes: [n160], active: -1 },
      { bikes: [{ ...n160, make: { $ne: "" } }], active: 0 },
      { bikes: "bajaj/pulsar-n160/2024", active: 0 },
    ]) {
      expect((await request.put("/api/garage", { data: body })).status(), JSON.stringify(body)).toBe(400);
    }
    expect(
      (
        await request.put("/api/garage", {
          data: { bikes: [n160], active: 0 },
          headers: { Origin: "https://evil.example" },
        })
      ).status(),
    ).toBe(403);
    expect(await (await request.get("/api/garage")).json()).toEqual({ bikes: [], active: null });

    const forged = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Cookie: `bike=${encodeURIComponent("bajaj/pulsar-9000/2024~<img src=x onerror=alert(1)>")}` },
    });
    expect(await (await forged.get("/api/garage")).json()).toEqual({ bikes: [], active: null });
    await forged.dispose();
  });
});
