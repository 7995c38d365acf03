import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { PageHeader } from "@/components/dashboard/page-header";
import { ProfileForm } from "@/components/profile/profile-form";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { getProfile } from "@/lib/data/users";
import { ClientMessages } from "@/lib/i18n/client";
import { pageLocale, pickMessages } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account.edit.metadata");
  return { title: t("title"), robots: { index: false } };
}

export default async function UpdateProfilePage() {
  const user = await requireSignedIn();
  const t = await getTranslations("account.edit");
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
      <PageHeader title={t("title")} description={t("description")} />
      <ClientMessages messages={pickMessages(await pageLocale(), "account", "validation")}>
        <ProfileForm profile={profile} />
      </ClientMessages>
    </div>
  );
}
