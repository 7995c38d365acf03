import * as z from "@/lib/validations/zod";
import { message as m } from "@/lib/validations/message";

import { fitmentFields, fitmentIsConsistent } from "@/lib/validations/bikes";
import { categorySchema } from "@/lib/validations/catalogue";
import { PRODUCT_LIMITS, VAT_RATES } from "@/lib/validations/limits";
import { IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_IMAGE_LABEL, UPLOADED_IMAGE_PATH } from "@/lib/validations/image";

/** A whole number of units; anything that is not a number (a string, an operator object, NaN) reads as missing. */
function quantity(field: "orderQuantity" | "availableQuantity", min: number) {
  return z
    .number({ error: m(`${field}Required`) })
    .check(
      z.gte(min, m(`${field}Min`, { min })),
      z.lte(PRODUCT_LIMITS.quantity, m(`${field}Max`, { max: PRODUCT_LIMITS.quantity })),
      z.int(m(`${field}Whole`)),
    );
}

function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/**
 * A picture of the shop's own: one uploaded to /api/images, or one of the catalogue's files
 * under /images/. Never an address elsewhere, so a product page cannot be made to load or
 * link to someone else's content.
 */
const SHOP_IMAGE_PATH = /^\/images\/(?:[\w-]+\/)*[\w-]+(?:\.[\w-]+)*\.(?:png|jpe?g|webp|svg|avif)$/;

const productFields = {
  name: z
    .string({ error: m("productNameRequired") })
    .check(
      z.trim(),
      z.minLength(1, m("productNameRequired")),
      z.maxLength(PRODUCT_LIMITS.nameLength, m("productNameMax", { max: PRODUCT_LIMITS.nameLength })),
    ),
  shortDescription: z
    .string({ error: m("descriptionRequired") })
    .check(
      z.trim(),
      z.minLength(1, m("descriptionRequired")),
      z.maxLength(PRODUCT_LIMITS.descriptionLength, m("descriptionMax", { max: PRODUCT_LIMITS.descriptionLength })),
    ),
  orderQuantity: quantity("orderQuantity", 1),
  availableQuantity: quantity("availableQuantity", 0),
  price: z
    .number({ error: m("priceRequired") })
    .check(
      z.positive(m("pricePositive")),
      z.lte(PRODUCT_LIMITS.price, m("priceMax", { max: PRODUCT_LIMITS.price })),
      z.refine(hasAtMostTwoDecimals, m("priceDecimals")),
    ),
  /** Where the product is listed in the catalogue (/tools?category=…). */
  category: categorySchema,
  /** The VAT its price includes, percent; absent or null: the shop's VAT_RATE (invoices, lib/invoices). */
  vatRate: z.optional(
    z.nullable(
      z.union(
        VAT_RATES.map((rate) => z.literal(rate)),
        { error: m("vatRateInvalid") },
      ),
    ),
  ),
};

const productApiFields = {
  ...productFields,
  image: z.string({ error: m("imageRequired") }).check(
    z.trim(),
    z.minLength(1, m("imageRequired")),
    z.refine(
      (url) => UPLOADED_IMAGE_PATH.test(url) || (SHOP_IMAGE_PATH.test(url) && !url.includes("..")),
      m("imageNotShop"),
    ),
  ),
  // Which bikes it fits; without them a new product's fitment is "not listed yet".
  ...fitmentFields,
};

/** POST /api/tools: what the Add product form sends once its picture is uploaded. */
export const productSchema = z.object(productApiFields).check(fitmentIsConsistent);

export type ProductInput = z.infer<typeof productSchema>;

/** PATCH /api/tools/{id}: any of the same fields, checked the same way; at least one. */
export const productUpdateSchema = z.partial(z.object(productApiFields)).check(
  fitmentIsConsistent,
  z.refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    error: "Send at least one field to change",
    path: ["body"],
  }),
);

export type ProductUpdate = z.infer<typeof productUpdateSchema>;

function firstFile(value: unknown): File | null {
  if (typeof FileList !== "undefined" && value instanceof FileList) return value.item(0);
  return null;
}

/**
 * The Add product form: the same fields and messages, with the picture still a file from the
 * file input. The form uploads it first and sends its URL as `image`.
 */
const chosenPictureChecks = [
  z.refine<FileList>((files) => !firstFile(files) || IMAGE_TYPES.some((type) => type === firstFile(files)?.type), {
    error: m("imageType"),
  }),
  z.refine<FileList>((files) => (firstFile(files)?.size ?? 0) <= MAX_IMAGE_BYTES, {
    error: m("imageSize", { size: MAX_IMAGE_LABEL }),
  }),
];

export const productFormSchema = z
  .object({
    ...productFields,
    ...fitmentFields,
    image: z
      .custom<FileList>((value) => firstFile(value) !== null, { error: m("imageRequired") })
      .check(...chosenPictureChecks),
  })
  .check(fitmentIsConsistent);

/** The product editor: the same, except that the current picture stays unless a new one is chosen. */
export const productEditFormSchema = z
  .object({
    ...productFields,
    ...fitmentFields,
    image: z.custom<FileList>().check(...chosenPictureChecks),
  })
  .check(fitmentIsConsistent);

export type ProductFormValues = z.infer<typeof productFormSchema>;
