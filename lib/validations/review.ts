import { z } from "@/lib/validations/zod";

export const RATING_MAX = 5;

/** A customer's review, as POST /api/review receives it: `{ review: { name, buyerReview, rating } }`. */
export const reviewFieldsSchema = z.object({
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(80, "Name is too long"),
  buyerReview: z
    .string({ error: "Review is required" })
    .trim()
    .min(1, "Review is required")
    .max(1000, "Keep the review under 1000 characters"),
  rating: z
    .number({ error: "Rating is required" })
    .min(0, `Rating must be between 0 and ${RATING_MAX}`)
    .max(RATING_MAX, `Rating must be between 0 and ${RATING_MAX}`),
});

export const reviewSchema = z.object({ review: reviewFieldsSchema });

export type ReviewFields = z.infer<typeof reviewFieldsSchema>;
