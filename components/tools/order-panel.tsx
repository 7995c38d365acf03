import { getTranslations } from "next-intl/server";

import { currentBike } from "@/lib/bikes/current-bike";
import { bikeLabels } from "@/lib/bikes/directory";
import { fitVerdict } from "@/lib/bikes/fitment";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { checkoutSettings } from "@/components/tools/checkout-settings";
import { OrderForm } from "@/components/tools/order-form";
import type { Tool } from "@/lib/data/tools";
import type { SignedInUser } from "@/lib/auth/page-guards";
import { ClientMessages } from "@/lib/i18n/client";
import { pageLocale, pickMessages } from "@/lib/i18n/server";

/** The order form in its card, filled in with the signed-in buyer's details and saved address. */
export async function OrderPanel({
  tool,
  user,
  headingLevel = 2,
}: {
  tool: Tool;
  user: SignedInUser;
  /** 1 where the order form is the page's subject (/purchaseForm), 2 under the tool's name. */
  headingLevel?: 1 | 2;
}) {
  const locale = await pageLocale();
  const [{ buyer, online, rates, phoneCheck, places }, { makes, bike }, t] = await Promise.all([
    checkoutSettings(user, locale),
    currentBike(user.email),
    getTranslations("tool.panel"),
  ]);
  const verdict = bike ? fitVerdict(tool, bike).kind : null;
  const fitWarning =
    bike && (verdict === "does-not-fit" || verdict === "other-years")
      ? t("fitWarning", { bike: bikeLabels(makes, bike).short })
      : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle as={headingLevel === 1 ? "h1" : "h2"}>{t("heading")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <ClientMessages messages={pickMessages(locale, "tool", "cart", "validation")}>
          <OrderForm
            tool={tool}
            buyer={buyer}
            online={online}
            rates={rates}
            phoneCheck={phoneCheck}
            places={places}
            fitWarning={fitWarning}
          />
        </ClientMessages>
      </CardContent>
    </Card>
  );
}
