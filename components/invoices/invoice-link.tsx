import { getTranslations } from "next-intl/server";

import { Link } from "@/components/navigation/link";
import { buttonVariants } from "@/components/ui/button-variants";

/** The "Invoice" button of an order that has one (or is owed one: it is issued when opened). */
export async function InvoiceLink({ orderId }: { orderId: string }) {
  const t = await getTranslations("invoices");
  return (
    <Link href={`/dashboard/order/${orderId}/invoice`} className={buttonVariants({ variant: "outline", size: "sm" })}>
      {t("button")}
    </Link>
  );
}
