import { describe, expect, it } from "vitest";

import { fill } from "@/lib/i18n/client";
import bnAdminOrders from "@/messages/bn/adminOrders";
import bnProducts from "@/messages/bn/products";
import adminOrders from "@/messages/en/adminOrders";
import dashboard from "@/messages/en/dashboard";
import products from "@/messages/en/products";

describe("the admin area's English messages", () => {
  it("keep the specification's words", () => {
    expect(dashboard.makeAdmin.success).toBe("Successfully made an admin");
    expect(dashboard.makeAdmin.failure).toBe("Failed to Make an admin");
    expect(adminOrders.confirmCancel).toBe("Are you sure cancel the order");
    expect(adminOrders.shipIt).toBe("shift the product");
    expect(adminOrders.cancelled).toBe("The order is cancelled and its parts are back in stock.");
    expect(adminOrders.refunded).toBe("The order is cancelled, the payment refunded and its parts are back in stock.");
    expect(adminOrders.failed).toBe("Something is Wrong");
    expect(adminOrders.ship.labels.Pending).toBe("Pending");
    expect(products.added).toBe("Great add a products");
    expect(products.failed).toBe("Oh no try again later");
    expect(products.confirmDelete).toBe("Are you sure delete the tool");
    expect(fill(products.deleted, { name: "Spark plug" })).toBe("Spark plug is deleted from the shop.");
    expect(fill(products.saved, { name: "Spark plug" })).toBe("Spark plug is saved.");
  });

  it("read the same refund sentence as before", () => {
    const names = {
      buyer: "Rahim",
      tool: "Brake pads",
      total: "$28.50",
      refundedTo: adminOrders.cancel.refundedTo.card,
    };
    expect(fill(adminOrders.cancel.paidDescription, names)).toBe(
      "Rahim has paid $28.50 for Brake pads. The payment is refunded to the card they paid with, the order is kept as cancelled and its parts go back in stock.",
    );
  });
});

describe("messages read in the browser", () => {
  // Client components fill only simple {name} arguments (lib/i18n/client.tsx).
  const clientRead = [bnProducts.form, bnProducts.delete, bnProducts.fitment, bnAdminOrders.ship, bnAdminOrders.cancel];
  it("use no ICU syntax", () => {
    for (const group of clientRead)
      for (const message of Object.values(group).filter((value) => typeof value === "string"))
        expect(message).not.toMatch(/\{\w+,/);
  });
});
