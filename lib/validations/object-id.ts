import * as z from "@/lib/validations/zod";

/** A MongoDB ObjectId as 24 hex characters, the way ids travel in URLs and JSON. */
export const objectIdSchema = z
  .string({ error: "An id is required" })
  .check(z.regex(/^[0-9a-f]{24}$/i, "This id is not valid"));
