import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { OrderForm } from "@/components/tools/order-form";
import type { Tool } from "@/lib/data/tools";
import { getProfile } from "@/lib/data/users";
import type { SignedInUser } from "@/lib/auth/page-guards";

/** The order form in its card, filled in with the signed-in buyer's details. */
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
  const profile = await getProfile(user.email);
  return (
    <Card>
      <CardHeader>
        <CardTitle as={headingLevel === 1 ? "h1" : "h2"}>Place your order</CardTitle>
        <CardDescription>Delivery within 24 hours; free shipping on orders above 2000 taka.</CardDescription>
      </CardHeader>
      <CardContent>
        <OrderForm tool={tool} buyer={{ name: profile?.name || user.name || "", email: user.email }} />
      </CardContent>
    </Card>
  );
}
