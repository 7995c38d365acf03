import { getTranslations } from "next-intl/server";

import { currentBike } from "@/lib/bikes/current-bike";
import { bikeLabels } from "@/lib/bikes/directory";
import { fitVerdict } from "@/lib/bikes/fitment";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { OrderForm } from "@/components/tools/order-form";
import type { Tool } from "@/lib/data/tools";
import { getProfile } from "@/lib/data/users";
import type { SignedInUser } from "@/lib/auth/page-guards";
import { deliveryRates } from "@/lib/delivery/rates";
import { ClientMessages } from "@/lib/i18n/client";
import { pageLocale, pickMessages } from "@/lib/i18n/server";
import { sslcommerzCredentials } from "@/lib/payments/sslcommerz/client";
import { stripePublishableKey } from "@/lib/payments/stripe/client";

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
  const [profile, { makes, bike }, t, locale] = await Promise.all([
    getProfile(user.email),
    currentBike(user.email),
    getTranslations("tool.panel"),
    pageLocale(),
  ]);
  const verdict = bike ? fitVerdict(tool, bike).kind : null;
  const fitWarning =
    bike && (verdict === "does-not-fit" || verdict === "other-years")
      ? t("fitWarning", { bike: bikeLabels(makes, bike).short })
      : undefined;
  const buyer = {
    name: profile?.name || user.name || "",
    email: user.email,
    phone: profile?.phone ?? "",
    district: profile?.district ?? "",
    area: profile?.area ?? "",
    address: profile?.address ?? "",
  } as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle as={headingLevel === 1 ? "h1" : "h2"}>{t("heading")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <ClientMessages messages={await pickMessages(locale, "tool", "validation")}>
          <OrderForm
            tool={tool}
            buyer={buyer}
            online={{ card: stripePublishableKey() !== null, sslcommerz: sslcommerzCredentials() !== null }}
            rates={deliveryRates()}
            fitWarning={fitWarning}
          />
        </ClientMessages>
      </CardContent>
    </Card>
  );
}
