import { getTranslations } from "next-intl/server";

/** Shown while a page's data is on its way. */
export async function LoadingScreen() {
  const t = await getTranslations("common");
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-4 py-16"
    >
      <span className="size-12 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" aria-hidden />
      <p className="text-lg font-semibold text-slate-700">{t("loading")}</p>
    </div>
  );
}
