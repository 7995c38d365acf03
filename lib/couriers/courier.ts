/**
 * What the shop needs of a courier it books through an API: Steadfast first
 * (lib/couriers/steadfast), any other behind the same few calls. Couriers without an API are
 * entered by hand (lib/orders/fulfil-order.ts). Amounts are whole taka.
 */

/** A parcel as the courier files it: its id, and the code the buyer tracks it by. */
export type Consignment = { consignmentId: string; trackingCode: string; deliveryStatus: string };

export type Parcel = {
  /** Ours, unique: the order number. A second booking under it is the same parcel. */
  invoice: string;
  recipientName: string;
  recipientPhone: string;
  recipientAddress: string;
  /** What the courier collects from the buyer: 0 when it is paid already. */
  codAmountBdt: number;
  note: string;
};

export interface Courier {
  /** The name the order shows ("Steadfast"). */
  readonly name: string;
  /** The parcel already booked under `invoice`, or null when there is none. */
  findByInvoice(invoice: string): Promise<Consignment | null>;
  book(parcel: Parcel): Promise<Consignment>;
  /** The courier's delivery status of a consignment now. */
  statusOf(consignmentId: string): Promise<string>;
}

/** Where a courier's delivery status takes an order: delivered, back at the shop, or still on its way (null). */
export function orderStatusFor(deliveryStatus: string): "delivered" | "returned" | null {
  switch (deliveryStatus) {
    case "delivered":
    case "partial_delivered":
      return "delivered";
    case "cancelled":
      return "returned";
    default:
      return null;
  }
}
