import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/navigation/link";

import { buttonVariants } from "@/components/ui/button-variants";
import { Card, CardContent } from "@/components/ui/card";
import { GarageSummary } from "@/components/bikes/garage-summary";
import { PageHeader } from "@/components/dashboard/page-header";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { getProfile, recentPasswordRemoval } from "@/lib/data/users";
import { listConfirmedPhones } from "@/lib/data/confirmed-phones";
import { formatLongDate } from "@/lib/dates";
import { pageLocale } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account.profile.metadata");
  return { title: t("title") };
}

export default async function MyProfilePage() {
  const user = await requireSignedIn();
  const [profile, passwordRemovedAt, confirmedPhones, t, locale] = await Promise.all([
    getProfile(user.email),
    recentPasswordRemoval(user.email),
    listConfirmedPhones(user.email),
    getTranslations("account.profile"),
    pageLocale(),
  ]);
  const rows = [
    { label: t("name"), value: profile?.name },
    { label: t("email"), value: user.email },
    { label: t("address"), value: profile?.address },
    { label: t("phone"), value: profile?.phone },
    { label: t("profession"), value: profile?.linkedin },
  ];
  return (
    <>
      <PageHeader
        title={t("title")}
        description={user.role === "admin" ? t("adminDescription") : t("description")}
        action={
          <Link href="/update" className={buttonVariants()}>
            {t("update")}
          </Link>
        }
      />
      {passwordRemovedAt && (
        <p role="status" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
          {t("passwordRemoved", { date: formatLongDate(passwordRemovedAt, locale) })}
        </p>
      )}
      <Card>
        <CardContent className="pt-6">
          <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
            {rows.map((row) => (
              <div key={row.label}>
                <dt className="text-sm font-semibold uppercase tracking-wider text-slate-500">{row.label}</dt>
                <dd className="mt-1 text-lg text-ink">
                  {row.value || <span className="text-slate-600">{t("notAdded")}</span>}
                </dd>
              </div>
            ))}
            <div className="sm:col-span-2">
              <dt className="text-sm font-semibold uppercase tracking-wider text-slate-500">{t("confirmedPhones")}</dt>
              {confirmedPhones.length ? (
                confirmedPhones.map(({ phone, until }) => (
                  <dd key={phone} className="mt-1 text-lg text-ink">
                    {t("confirmedUntil", { phone, date: formatLongDate(until, locale) })}
                  </dd>
                ))
              ) : (
                <dd className="mt-1 text-slate-600">{t("noConfirmedPhones")}</dd>
              )}
            </div>
          </dl>
        </CardContent>
      </Card>
      <GarageSummary email={user.email} />
    </>
  );
}
