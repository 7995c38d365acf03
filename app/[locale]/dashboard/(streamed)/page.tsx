import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";

import { buttonVariants } from "@/components/ui/button-variants";
import { Card, CardContent } from "@/components/ui/card";
import { GarageSummary } from "@/components/bikes/garage-summary";
import { PageHeader } from "@/components/dashboard/page-header";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { getProfile, recentPasswordRemoval } from "@/lib/data/users";
import { formatLongDate } from "@/lib/dates";

export const metadata: Metadata = { title: "My Profile" };

export default async function MyProfilePage() {
  const user = await requireSignedIn();
  const [profile, passwordRemovedAt] = await Promise.all([getProfile(user.email), recentPasswordRemoval(user.email)]);
  const rows = [
    { label: "Name", value: profile?.name },
    { label: "Email", value: user.email },
    { label: "Address", value: profile?.address },
    { label: "Phone", value: profile?.phone },
    { label: "Profession", value: profile?.linkedin },
  ];
  return (
    <>
      <PageHeader
        title="My Profile"
        description={
          user.role === "admin" ? "You are signed in as an admin." : "Keep your details up to date for fast delivery."
        }
        action={
          <Link href="/update" className={buttonVariants()}>
            Update
          </Link>
        }
      />
      {passwordRemovedAt && (
        <p role="status" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
          On {formatLongDate(passwordRemovedAt)} someone had signed up with your email address and a password before you
          first signed in with Google. We removed that password and signed out every session it had opened: only your
          Google sign-in opens this account now.
        </p>
      )}
      <Card>
        <CardContent className="pt-6">
          <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
            {rows.map((row) => (
              <div key={row.label}>
                <dt className="text-sm font-semibold uppercase tracking-wider text-slate-500">{row.label}</dt>
                <dd className="mt-1 text-lg text-ink">
                  {row.value || <span className="text-slate-600">Not added yet</span>}
                </dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <GarageSummary email={user.email} />
    </>
  );
}
