import { getTranslations } from "next-intl/server";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/**
 * The tracking page's form: a plain GET form, so it works before (and without) any script and
 * the answer is server-rendered. The page sends no referrer, so the phone in its URL stays here.
 */
export async function TrackingForm({ order, phone }: { order: string; phone: string }) {
  const t = await getTranslations("courier.track");
  return (
    <form method="get" className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <div className="grid gap-2">
        <Label htmlFor="track-order">{t("orderNumber")}</Label>
        <Input
          id="track-order"
          name="order"
          required
          maxLength={20}
          autoComplete="off"
          defaultValue={order}
          placeholder={t("orderNumberPlaceholder")}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="track-phone">{t("phone")}</Label>
        <Input
          id="track-phone"
          name="phone"
          type="tel"
          required
          maxLength={20}
          autoComplete="tel"
          defaultValue={phone}
          placeholder={t("phonePlaceholder")}
        />
      </div>
      <Button type="submit">{t("submit")}</Button>
    </form>
  );
}
