import * as z from "@/lib/validations/zod";

import { texts } from "@/config/texts";
import { fitmentFields, fitmentIsConsistent } from "@/lib/validations/bikes";
import { categorySchema } from "@/lib/validations/catalogue";
import { PRODUCT_LIMITS } from "@/lib/validations/limits";
import {
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  UPLOADED_IMAGE_PATH,
} from "@/lib/validations/image";

const { product } = texts;

/** A whole number of units; anything that is not a number (a string, an operator object, NaN) reads as missing. */
function quantity(required: string, label: string, min: number) {
  return z
    .number({ error: required })
    .check(
      z.gte(min, `${label} must be at least ${min}`),
      z.lte(PRODUCT_LIMITS.quantity, `${label} must be at most ${PRODUCT_LIMITS.quantity.toLocaleString("en-US")}`),
      z.int(`${label} must be a whole number`),
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
    .string({ error: product.nameRequired })
    .check(
      z.trim(),
      z.minLength(1, product.nameRequired),
      z.maxLength(PRODUCT_LIMITS.nameLength, `Name must be at most ${PRODUCT_LIMITS.nameLength} characters`),
    ),
  shortDescription: z
    .string({ error: product.descriptionRequired })
    .check(
      z.trim(),
      z.minLength(1, product.descriptionRequired),
      z.maxLength(
        PRODUCT_LIMITS.descriptionLength,
        `Description must be at most ${PRODUCT_LIMITS.descriptionLength} characters`,
      ),
    ),
  orderQuantity: quantity(product.orderQuantityRequired, "Order quantity", 1),
  availableQuantity: quantity(product.availableQuantityRequired, "Available quantity", 0),
  price: z
    .number({ error: product.priceRequired })
    .check(
      z.positive("Price must be more than 0"),
      z.lte(PRODUCT_LIMITS.price, `Price must be at most $${PRODUCT_LIMITS.price.toLocaleString("en-US")}`),
      z.refine(hasAtMostTwoDecimals, "Price can have at most 2 decimals (cents)"),
    ),
  /** Where the product is listed in the catalogue (/tools?category=…). */
  category: categorySchema,
};

const productApiFields = {
  ...productFields,
  image: z.string({ error: product.imageRequired }).check(
    z.trim(),
    z.minLength(1, product.imageRequired),
    z.refine(
      (url) => UPLOADED_IMAGE_PATH.test(url) || (SHOP_IMAGE_PATH.test(url) && !url.includes("..")),
      "The image must be a picture uploaded to the shop",
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
    error: IMAGE_TYPE_MESSAGE,
  }),
  z.refine<FileList>((files) => (firstFile(files)?.size ?? 0) <= MAX_IMAGE_BYTES, { error: IMAGE_SIZE_MESSAGE }),
];

export const productFormSchema = z
  .object({
    ...productFields,
    ...fitmentFields,
    image: z
      .custom<FileList>((value) => firstFile(value) !== null, { error: product.imageRequired })
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
