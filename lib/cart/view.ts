/**
 * A cart as GET /api/cart answers it and the basket page shows it; types only, so client
 * components can use them. lib/cart/cart.ts builds it from the cart and the catalogue as they
 * are now: prices, stock and names are the product's current ones.
 */

/** Why a line cannot be ordered now; it is left out of the order. */
export type CartLineProblem = "deleted" | "outOfStock";

export type CartItem = {
  toolId: string;
  name: string;
  image: string;
  /** The current unit price, in dollars. */
  unitPrice: number;
  quantity: number;
  /** unitPrice x quantity, dollars; 0 for a line that cannot be ordered. */
  lineTotal: number;
  /** The part's minimum order. */
  orderQuantity: number;
  availableQuantity: number;
  /** The price is not what it was when the line was last set. */
  priceChanged: boolean;
  /** That earlier price, when it changed. */
  previousUnitPrice?: number;
  unavailable?: CartLineProblem;
  unitPriceBdt: number;
  lineTotalBdt: number;
  /** Whether the part fits the bike the shopper chose; null without a bike, or when the shop has not said. */
  fitsBike: boolean | null;
};

export type CartView = {
  items: CartItem[];
  /** The orderable lines' value, in dollars and in taka. */
  itemsTotal: number;
  itemsTotalBdt: number;
  /** Units in the orderable lines: the navbar's count. */
  count: number;
};
