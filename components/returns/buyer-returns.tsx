import { getTranslations } from "next-intl/server";

import { Link } from "@/components/navigation/link";
import { ReturnCard } from "@/components/returns/return-card";
import { listBuyerReturns } from "@/lib/data/returns";
import { formatOrderNumber } from "@/lib/orders/lifecycle";

/** My orders' list of the buyer's return requests, newest first, each naming its order; nothing without any. */
export async function BuyerReturns({ email }: { email: string }) {
  const [t, requests] = await Promise.all([getTranslations("returns.list"), listBuyerReturns(email)]);
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="my-returns" className="mt-10 grid gap-4">
      <h2 id="my-returns" className="text-xl font-bold text-ink">
        {t("heading")}
      </h2>
      {requests.map((request) => (
        <ReturnCard
          key={request._id}
          request={request}
          heading={
            <Link href={`/dashboard/order/${request.orderId}`} className="font-bold text-brand-700 hover:underline">
              {t("order", { number: formatOrderNumber(request.orderNumber) })}
            </Link>
          }
        />
      ))}
    </section>
  );
}
