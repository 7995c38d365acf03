import { RATING_MAX } from "@/lib/validations/limits";
import * as z from "@/lib/validations/zod";
import { message as m } from "@/lib/validations/message";

/** A customer's review, as POST /api/review receives it: `{ review: { name, buyerReview, rating } }`. */
export const reviewFieldsSchema = z.object({
  name: z
    .string({ error: m("nameRequired") })
    .check(z.trim(), z.minLength(1, m("nameRequired")), z.maxLength(80, m("nameTooLong"))),
  buyerReview: z
    .string({ error: m("reviewRequired") })
    .check(z.trim(), z.minLength(1, m("reviewRequired")), z.maxLength(1000, m("reviewTooLong"))),
  rating: z
    .number({ error: m("ratingRequired") })
    .check(z.gte(0, m("ratingRange", { max: RATING_MAX })), z.lte(RATING_MAX, m("ratingRange", { max: RATING_MAX }))),
});

export const reviewSchema = z.object({ review: reviewFieldsSchema });
export type ReviewFields = z.infer<typeof reviewFieldsSchema>;
