import type { Metadata } from "next";

import { PageHeader } from "@/components/dashboard/page-header";
import { ReviewForm } from "@/components/reviews/review-form";
import { requireSignedIn } from "@/lib/auth/page-guards";

export const metadata: Metadata = { title: "Add a review" };

export default async function AddReviewPage() {
  const user = await requireSignedIn();
  return (
    <>
      <PageHeader title="Add a review" description="Tell other riders how our parts and service worked for you." />
      <ReviewForm defaultName={user.name ?? ""} />
    </>
  );
}
