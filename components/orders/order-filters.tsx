import { Link } from "@/components/navigation/link";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { ORDER_STATUSES, STATUS_LABELS, type OrderStatus } from "@/lib/orders/lifecycle";

/** Manage All Orders' filter: a plain GET form, so a filtered list has its own address and needs no script. */
export function OrderFilters({ status, q }: { status?: OrderStatus; q?: string }) {
  return (
    <form
      action="/dashboard/allOrders"
      className="mb-6 grid gap-3 rounded-xl border bg-slate-50 p-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
      role="search"
    >
      <div className="grid gap-2">
        <Label htmlFor="order-search">Order number or buyer&apos;s email</Label>
        <Input id="order-search" name="q" type="search" defaultValue={q} placeholder="MF-10234 or rider@example.com" />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="order-status">Status</Label>
        <NativeSelect id="order-status" name="status" defaultValue={status ?? ""}>
          <option value="">Every status</option>
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex gap-2">
        <Button type="submit">Find</Button>
        {(status || q) && (
          <Link
            href="/dashboard/allOrders"
            className="self-center text-sm font-semibold text-brand-700 hover:underline"
          >
            Clear
          </Link>
        )}
      </div>
    </form>
  );
}
