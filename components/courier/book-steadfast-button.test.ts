import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { BookSteadfastButton } from "@/components/courier/book-steadfast-button";
import { ClientMessages } from "@/lib/i18n/client";
import { messagesFor } from "@/messages";

/* eslint-disable react/no-children-prop -- createElement's typing wants required children as a prop */

type Confirm = { label: string; ariaLabel: string; title: string; description: string; onConfirm: () => Promise<void> };

const seen = vi.hoisted(() => ({ confirm: null as Confirm | null }));
const api = vi.hoisted(() => vi.fn());
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));

// The prompt's dialog needs a browser; what matters here is what the button asks it and does on "Yes".
vi.mock("@/components/forms/confirm-button", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ConfirmButton: (props: Confirm) => {
    seen.confirm = props;
    return createElement("button", { "aria-label": props.ariaLabel }, props.label);
  },
}));
vi.mock("@/lib/client/api", () => ({ api }));
vi.mock("@/components/layout/toaster", () => ({ toast }));

function render(locale: "en" | "bn") {
  const button = createElement(BookSteadfastButton, {
    orderId: "665f1c2b9d3e4a0012345678",
    orderNumber: "MF-10234",
    cashToCollect: "৳862",
  });
  return renderToStaticMarkup(
    createElement(ClientMessages, { messages: { courier: messagesFor(locale).courier }, children: button }),
  );
}

describe("Book with Steadfast", () => {
  beforeEach(() => {
    api.mockReset();
    toast.success.mockReset();
    toast.error.mockReset();
  });

  it("names the order and the cash to collect, in the page's language", () => {
    expect(render("en")).toContain('aria-label="Book order MF-10234 with Steadfast">Book with Steadfast</button>');
    expect(seen.confirm?.description).toContain("collects ৳862 from the buyer");
    expect(render("bn")).toContain("Steadfast-এ বুক করুন");
  });

  it("books through the order's courier endpoint and says the tracking code", async () => {
    render("en");
    api.mockResolvedValue({ trackingCode: "15BAEB8A" });
    await seen.confirm!.onConfirm();
    expect(api).toHaveBeenCalledWith("/api/allorder/665f1c2b9d3e4a0012345678/courier", { method: "POST" });
    expect(toast.success).toHaveBeenCalledWith("Order MF-10234 is booked with Steadfast: tracking 15BAEB8A.");
  });

  it("shows the server's reason when Steadfast refuses", async () => {
    render("en");
    api.mockRejectedValue(
      new Error("Steadfast refused the parcel (Merchant account is on hold.). The order is unchanged."),
    );
    await seen.confirm!.onConfirm();
    expect(toast.error).toHaveBeenCalledWith(expect.stringContaining("Merchant account is on hold"));
    expect(toast.success).not.toHaveBeenCalled();
  });
});
