import { getTranslations } from "next-intl/server";

import { Icon } from "@/components/icons/icon";
import { currentBike } from "@/lib/bikes/current-bike";
import { bikeLabels, bikeModelName, type BikeMake } from "@/lib/bikes/directory";
import { fitVerdict, yearSpan, type BikeChoice, type Fitment } from "@/lib/bikes/fitment";
import { cn } from "@/lib/utils";

/** What the product page says to a rider with a bike, with the colour of good or bad news. */
type Translate = Awaited<ReturnType<typeof getTranslations<"bikes.fitment">>>;

function verdictText(t: Translate, fitment: Fitment, bike: BikeChoice, makes: readonly BikeMake[]) {
  const { short } = bikeLabels(makes, bike);
  const model = short.replace(/ \(\d{4}\)$/, "");
  const verdict = fitVerdict(fitment, bike);
  switch (verdict.kind) {
    case "universal":
      return { tone: "good", text: t("universalVerdict", { bike: short }) } as const;
    case "fits":
      return { tone: "good", text: t("fits", { bike: short }) } as const;
    case "other-years":
      return {
        tone: "bad",
        text: t("otherYears", { bike: short, model, years: verdict.years.map(yearSpan).join(", ") }),
      } as const;
    case "does-not-fit":
      return { tone: "bad", text: t("doesNotFit", { model }) } as const;
    case "unlisted":
      return { tone: "unknown", text: t("unlisted") } as const;
  }
}

const tones = {
  good: "border-emerald-200 bg-emerald-50 text-emerald-900",
  bad: "border-amber-300 bg-amber-50 text-amber-950",
  unknown: "border-slate-200 bg-slate-50 text-slate-700",
} as const;

const icons = { good: "check", bad: "triangle-alert", unknown: "info" } as const;

/** "Fits your Pulsar N160 (2024)" or why not, and the bikes the product fits. */
export async function FitmentNote({ fitment, email }: { fitment: Fitment; email: string }) {
  const [{ makes, bike }, t] = await Promise.all([currentBike(email), getTranslations("bikes.fitment")]);
  const verdict = bike ? verdictText(t, fitment, bike, makes) : null;
  return (
    <section aria-labelledby="fitment-heading" className="grid gap-3">
      <h2 id="fitment-heading" className="text-sm font-semibold uppercase tracking-wider text-slate-500">
        {t("heading")}
      </h2>
      {verdict && (
        <p
          className={cn("flex items-start gap-2 rounded-xl border p-3 font-semibold", tones[verdict.tone])}
          data-testid="fitment-verdict"
        >
          <Icon name={icons[verdict.tone]} className="mt-0.5 size-5 shrink-0" />
          {verdict.text}
        </p>
      )}
      {fitment.universal ? (
        <p className="text-slate-700">{t("universal")}</p>
      ) : fitment.fits.length > 0 ? (
        <ul aria-label={t("bikesItFits")} className="flex flex-wrap gap-2">
          {fitment.fits.map((fit) => (
            <li
              key={`${fit.make}/${fit.model}`}
              className="rounded-full border bg-white px-3 py-1 text-sm text-slate-700"
            >
              {bikeModelName(makes, fit)} <span className="text-slate-500">({yearSpan(fit.years)})</span>
            </li>
          ))}
        </ul>
      ) : (
        !verdict && <p className="text-slate-600">{t("notListed")}</p>
      )}
      {!bike && <p className="text-sm text-slate-600">{t("chooseBike")}</p>}
    </section>
  );
}
