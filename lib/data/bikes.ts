import "server-only";

import { ObjectId } from "mongodb";

import { findBikeModel, type BikeMake } from "@/lib/bikes/directory";
import { yearSpan, type Fit } from "@/lib/bikes/fitment";
import { slugify } from "@/lib/bikes/slug";
import { getCollections, type BikeDocument } from "@/lib/db/collections";
import { isDuplicateKey } from "@/lib/db/errors";
import type { ApiMessage } from "@/lib/api/messages";
import { apiMessage, conflict, invalid } from "@/lib/errors";
import type { NewBike } from "@/lib/validations/bikes";

/** Every model the shop knows, by maker, both in alphabetical order. */
export async function listBikeMakes(): Promise<BikeMake[]> {
  const { bikes } = await getCollections();
  const docs = await bikes.find().sort({ make: 1, model: 1 }).toArray();
  const makes = new Map<string, BikeMake>();
  for (const doc of docs) {
    const make = makes.get(doc.make) ?? { make: doc.make, name: doc.makeName, models: [] };
    make.models.push({ model: doc.model, name: doc.name, years: doc.years, cc: doc.cc });
    makes.set(doc.make, make);
  }
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, "en");
  return [...makes.values()].sort(byName).map((make) => ({ ...make, models: make.models.sort(byName) }));
}

/**
 * Refuses fitment naming a model the list does not have, or years it was not made in, with
 * a message per entry for the product form.
 */
export function assertKnownFits(makes: readonly BikeMake[], fits: readonly Fit[]): void {
  const fields: Record<string, ApiMessage> = {};
  fits.forEach((fit, index) => {
    const found = findBikeModel(makes, fit);
    if (!found) {
      fields[`fits.${index}`] = apiMessage("bikes.notInList", { bike: `${fit.make}/${fit.model}` });
      return;
    }
    const [first, last] = found.model.years;
    if (fit.years[0] < first || fit.years[1] > last) {
      fields[`fits.${index}`] = apiMessage("bikes.madeOnly", {
        make: found.make.name,
        model: found.model.name,
        years: yearSpan([first, last]),
      });
    }
  });
  if (Object.keys(fields).length > 0) throw invalid(apiMessage("bikes.unknown"), fields);
}

/** The same check against the list as it is now, for a product being saved. */
export async function assertFitsListed(fits: readonly Fit[]): Promise<void> {
  if (fits.length > 0) assertKnownFits(await listBikeMakes(), fits);
}

/** Adds a model to the list; its maker is found (or added) by name. */
export async function addBikeModel(input: NewBike): Promise<BikeDocument> {
  const { bikes } = await getCollections();
  const make = slugify(input.makeName);
  const model = slugify(input.name);
  // Slugs are for URLs: a name needs a Latin letter or digit to have one.
  if (!make) throw invalid(apiMessage("request.checkFields"), { makeName: apiMessage("bikes.makerLatin") });
  if (!model) throw invalid(apiMessage("request.checkFields"), { name: apiMessage("bikes.modelLatin") });
  // A maker already listed keeps the name it is listed under.
  const maker = await bikes.findOne({ make }, { projection: { makeName: 1 } });
  const doc: BikeDocument = {
    _id: new ObjectId(),
    make,
    makeName: maker?.makeName ?? input.makeName,
    model,
    name: input.name,
    years: input.years,
    cc: input.cc,
    createdAt: new Date(),
  };
  try {
    await bikes.insertOne(doc);
  } catch (error) {
    if (isDuplicateKey(error)) throw conflict(apiMessage("bikes.duplicate", { make: doc.makeName, model: doc.name }));
    throw error;
  }
  return doc;
}
