import * as z from "@/lib/validations/zod";
import { message as m } from "@/lib/validations/message";

/** A MongoDB ObjectId as 24 hex characters, the way ids travel in URLs and JSON. */
export const objectIdSchema = z.string({ error: m("idRequired") }).check(z.regex(/^[0-9a-f]{24}$/i, m("idInvalid")));
