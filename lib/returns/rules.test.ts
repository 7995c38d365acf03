import { describe, expect, it } from "vitest";

import {
  canMoveReturn,
  completesOrder,
  isAnswerOverdue,
  isRefundOverdue,
  refundAmounts,
  refundDeadline,
  refundsDelivery,
  RETURN_STATUSES,
  returnableQuantities,
  requestedLinesProblem,
  returnWindowEndsAt,
} from "@/lib/returns/rules";

// Two lines of a Dhaka order at 122 taka to the dollar: 2 x $3.00 (366 taka) and 1 x $19.99 (2439 taka).
const order = {
  items: [
    { quantity: 2, unitPrice: 3, unitPriceBdt: 366 },
    { quantity: 1, unitPrice: 19.99, unitPriceBdt: 2439 },
  ],
  deliveryCharge: 0.57,
  deliveryChargeBdt: 70,
};

describe("returnable quantities", () => {
  it("are what was ordered less what earlier requests bring back", () => {
    expect(returnableQuantities(order.items, [])).toEqual([2, 1]);
    expect(returnableQuantities(order.items, [{ lines: [{ line: 0, quantity: 1 }] }])).toEqual([1, 1]);
    expect(
      returnableQuantities(order.items, [
        { lines: [{ line: 0, quantity: 1 }] },
        {
          lines: [
            { line: 0, quantity: 1 },
            { line: 1, quantity: 1 },
          ],
        },
      ]),
    ).toEqual([0, 0]);
  });

  it("refuse a line not in the order, twice in one request, already returned, or more than is left", () => {
    const returnable = [1, 0];
    expect(requestedLinesProblem(returnable, [{ line: 0, quantity: 1 }])).toBeNull();
    expect(requestedLinesProblem(returnable, [{ line: 2, quantity: 1 }])).toEqual({ index: 0, problem: "unknownLine" });
    expect(
      requestedLinesProblem(returnable, [
        { line: 0, quantity: 1 },
        { line: 0, quantity: 1 },
      ]),
    ).toEqual({ index: 1, problem: "repeatedLine" });
    expect(requestedLinesProblem(returnable, [{ line: 1, quantity: 1 }])).toEqual({
      index: 0,
      problem: "alreadyReturned",
    });
    expect(requestedLinesProblem(returnable, [{ line: 0, quantity: 2 }])).toEqual({
      index: 0,
      problem: "moreThanOrdered",
    });
  });

  it("tell when a request brings back the rest of the order", () => {
    expect(completesOrder([2, 1], [{ line: 0, quantity: 2 }])).toBe(false);
    expect(
      completesOrder(
        [2, 1],
        [
          { line: 0, quantity: 2 },
          { line: 1, quantity: 1 },
        ],
      ),
    ).toBe(true);
    // The first line came back earlier: the second alone completes it.
    expect(completesOrder([0, 1], [{ line: 1, quantity: 1 }])).toBe(true);
  });

  it("give the delivery charge back once: not again after a rejected request is asked for anew", () => {
    const rest = [{ line: 0, quantity: 2 }];
    // The second line's request brought the order back with its delivery charge; the first line's was
    // rejected, so its parts are returnable again, and now complete the order a second time.
    expect(refundsDelivery([2, 0], rest, [{ includesDelivery: true }])).toBe(false);
    expect(refundsDelivery([2, 0], rest, [{ includesDelivery: false }])).toBe(true);
    expect(refundsDelivery([2, 1], rest, [])).toBe(false);
  });
});

describe("refund amounts", () => {
  it("are the lines' value as sold, in taka and in dollar cents", () => {
    expect(refundAmounts(order, [{ line: 0, quantity: 1 }], false)).toEqual({
      bdt: 366,
      cents: 300,
      includesDelivery: false,
    });
    expect(refundAmounts(order, [{ line: 1, quantity: 1 }], false)).toEqual({
      bdt: 2439,
      cents: 1999,
      includesDelivery: false,
    });
  });

  it("add the delivery charge when the whole order comes back", () => {
    const all = [
      { line: 0, quantity: 2 },
      { line: 1, quantity: 1 },
    ];
    expect(refundAmounts(order, all, true)).toEqual({
      bdt: 732 + 2439 + 70,
      cents: 600 + 1999 + 57,
      includesDelivery: true,
    });
  });
});

describe("the return's state machine", () => {
  it("moves only forwards, one step at a time", () => {
    const allowed = RETURN_STATUSES.flatMap((from) =>
      RETURN_STATUSES.filter((to) => canMoveReturn(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed).toEqual(["requested->approved", "requested->rejected", "approved->received", "received->refunded"]);
  });
});

describe("deadlines", () => {
  const at = new Date("2026-11-01T06:00:00Z");
  const hours = (n: number) => new Date(at.getTime() + n * 3_600_000);

  it("the window closes the given days after delivery", () => {
    expect(returnWindowEndsAt(at, 7)).toEqual(new Date("2026-11-08T06:00:00Z"));
  });

  it("a request unanswered for 72 hours is overdue", () => {
    expect(isAnswerOverdue({ status: "requested", createdAt: at }, hours(72))).toBe(false);
    expect(isAnswerOverdue({ status: "requested", createdAt: at }, hours(73))).toBe(true);
    expect(isAnswerOverdue({ status: "approved", createdAt: at }, hours(100))).toBe(false);
  });

  it("the refund is due 10 days after the approval, overdue until refunded", () => {
    const timeline = [
      { status: "requested" as const, at },
      { status: "approved" as const, at: hours(24) },
    ];
    expect(refundDeadline({ timeline })).toEqual(hours(24 + 240));
    expect(refundDeadline({ timeline: timeline.slice(0, 1) })).toBeNull();
    expect(isRefundOverdue({ status: "approved", timeline }, hours(24 + 241))).toBe(true);
    expect(isRefundOverdue({ status: "received", timeline }, hours(24 + 239))).toBe(false);
    expect(isRefundOverdue({ status: "refunded", timeline }, hours(24 + 241))).toBe(false);
  });
});
