import type { Route } from "next";
import { getTranslations } from "next-intl/server";

import { Link } from "@/components/navigation/link";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { garageView } from "@/lib/bikes/garage";
import { cachedBikeMakes } from "@/lib/data/catalogue";
import { getGarage } from "@/lib/data/garage";

/** The rider's bikes on their profile page, each with the way to its parts. */
export async function GarageSummary({ email }: { email: string }) {
  const [garage, makes, t] = await Promise.all([getGarage(email), cachedBikeMakes(), getTranslations("bikes.summary")]);
  const { bikes, active } = garageView(garage, makes);
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle as="h2">{t("heading")}</CardTitle>
      </CardHeader>
      <CardContent>
        {bikes.length === 0 ? (
          <p className="text-slate-600">{t("empty")}</p>
        ) : (
          <ul className="grid gap-3">
            {bikes.map((bike, index) => (
              <li key={bike.param} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
                <span className="font-semibold text-ink">
                  {bike.full}
                  {index === active && <span className="ml-2 text-sm font-normal text-emerald-700">{t("inUse")}</span>}
                </span>
                <Link
                  href={`/tools?bike=${bike.param}` as Route}
                  className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  {t("partsFor", { bike: bike.short })}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
