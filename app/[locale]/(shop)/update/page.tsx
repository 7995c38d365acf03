import type { Metadata } from "next";

import { PageHeader } from "@/components/dashboard/page-header";
import { ProfileForm } from "@/components/profile/profile-form";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { getProfile } from "@/lib/data/users";

export const metadata: Metadata = { title: "Edit your profile", robots: { index: false } };

export default async function UpdateProfilePage() {
  const user = await requireSignedIn();
  const profile = (await getProfile(user.email)) ?? {
    name: user.name ?? "",
    email: user.email,
    phone: "",
    address: "",
    linkedin: "",
    district: "",
    area: "",
  };
  return (
    <div className="container-page py-12">
      <PageHeader title="Edit your profile" description="Where should we deliver, and how can we reach you?" />
      <ProfileForm profile={profile} />
    </div>
  );
}
