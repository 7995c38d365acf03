import { currentBike } from "@/lib/bikes/current-bike";
import { bikeLabels } from "@/lib/bikes/directory";
import { fitVerdict } from "@/lib/bikes/fitment";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { OrderForm } from "@/components/tools/order-form";
import type { Tool } from "@/lib/data/tools";
import { getProfile } from "@/lib/data/users";
import type { SignedInUser } from "@/lib/auth/page-guards";
import { deliveryRates } from "@/lib/delivery/rates";
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
  const [profile, { makes, bike }] = await Promise.all([getProfile(user.email), currentBike(user.email)]);
  const verdict = bike ? fitVerdict(tool, bike).kind : null;
  const fitWarning =
    bike && (verdict === "does-not-fit" || verdict === "other-years")
      ? `This part does not fit your ${bikeLabels(makes, bike).short}. Order it only if it is for another bike.`
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
        <CardTitle as={headingLevel === 1 ? "h1" : "h2"}>Place your order</CardTitle>
        <CardDescription>
          We deliver to all 64 districts, and show the delivery charge before you order.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <OrderForm
          tool={tool}
          buyer={buyer}
          online={{ card: stripePublishableKey() !== null, sslcommerz: sslcommerzCredentials() !== null }}
          rates={deliveryRates()}
          fitWarning={fitWarning}
        />
      </CardContent>
    </Card>
  );
}
