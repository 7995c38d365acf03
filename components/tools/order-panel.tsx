import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { OrderForm } from "@/components/tools/order-form";
import type { Tool } from "@/lib/data/tools";
import { getProfile } from "@/lib/data/users";
import type { SignedInUser } from "@/lib/auth/page-guards";

/** The order form in its card, filled in with the signed-in buyer's details. */
export async function OrderPanel({ tool, user }: { tool: Tool; user: SignedInUser }) {
  const profile = await getProfile(user.email);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Place your order</CardTitle>
        <CardDescription>Delivery within 24 hours; free shipping on orders above 2000 taka.</CardDescription>
      </CardHeader>
      <CardContent>
        <OrderForm tool={tool} buyer={{ name: profile?.name || user.name || "", email: user.email }} />
      </CardContent>
    </Card>
  );
}
