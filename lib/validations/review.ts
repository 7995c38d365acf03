import { RATING_MAX } from "@/lib/validations/limits";
import * as z from "@/lib/validations/zod";

/** A customer's review, as POST /api/review receives it: `{ review: { name, buyerReview, rating } }`. */
export const reviewFieldsSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .check(z.trim(), z.minLength(1, "Name is required"), z.maxLength(80, "Name is too long")),
  buyerReview: z
    .string({ error: "Review is required" })
    .check(z.trim(), z.minLength(1, "Review is required"), z.maxLength(1000, "Keep the review under 1000 characters")),
  rating: z
    .number({ error: "Rating is required" })
    .check(
      z.gte(0, `Rating must be between 0 and ${RATING_MAX}`),
      z.lte(RATING_MAX, `Rating must be between 0 and ${RATING_MAX}`),
    ),
});

export const reviewSchema = z.object({ review: reviewFieldsSchema });
export type ReviewFields = z.infer<typeof reviewFieldsSchema>;
