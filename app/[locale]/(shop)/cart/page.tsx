import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CART_UNADDED } from "@/config/cart";
import { Basket } from "@/components/cart/basket";
import { PageHeader } from "@/components/dashboard/page-header";
import { checkoutSettings } from "@/components/tools/checkout-settings";
import { signedInUser } from "@/lib/auth/page-guards";
import { currentBike } from "@/lib/bikes/current-bike";
import { bikeLabels } from "@/lib/bikes/directory";
import { settledCart } from "@/lib/cart/owner";
import { deliveryRates } from "@/lib/delivery/rates";
import { ClientMessages } from "@/lib/i18n/client";
import { pageLocale, pickMessages } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("cart.metadata");
  // One shopper's basket: nothing for search engines.
  return { title: t("title"), description: t("description"), robots: { index: false } };
}

/**
 * The basket, open to visitors (they fill one before signing in). The page is rendered per
 * request for the customer's saved address and ways to pay, and with the lines when reading
 * them changes nothing (settledCart); else they come from the API in the browser
 * (components/cart/basket.tsx), whose answer also sets the cart's cookies.
 */
export default async function CartPage({ searchParams }: PageProps<"/[locale]/cart">) {
  const [user, locale] = await Promise.all([signedInUser(), pageLocale()]);
  const [t, checkout, { makes, bike }] = await Promise.all([
    getTranslations("cart.page"),
    user ? checkoutSettings(user, locale) : null,
    currentBike(user?.email),
  ]);
  const cart = await settledCart(user?.email ?? null, bike);
  return (
    <div className="container-page py-12">
      <PageHeader title={t("title")} description={t("description")} />
      {CART_UNADDED in (await searchParams) && (
        <p role="alert" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 font-medium text-amber-950">
          {t("unadded")}
        </p>
      )}
      <ClientMessages messages={pickMessages(locale, "tool", "cart", "validation")}>
        <Basket
          initialCart={cart}
          rates={deliveryRates()}
          checkout={checkout}
          bike={bike ? bikeLabels(makes, bike).short : null}
        />
      </ClientMessages>
    </div>
  );
}
