/** The shop's legal pages, linked from the footer. Plain text, one array item a paragraph. */
export type LegalPage = {
  slug: "terms" | "privacy" | "returns";
  title: string;
  summary: string;
  sections: { heading: string; paragraphs: string[] }[];
};

export const legalPages: LegalPage[] = [
  {
    slug: "terms",
    title: "Terms of use",
    summary: "The rules for buying from MotoForge online.",
    sections: [
      {
        heading: "Who we are",
        paragraphs: [
          "This shop is run by MotoForge Industries Ltd., Plot 14, Dholaikhal Road, Dhaka 1100, Bangladesh. By placing an order you agree to these terms.",
        ],
      },
      {
        heading: "Orders and prices",
        paragraphs: [
          "Prices are shown in US dollars and include VAT. The price charged is the one shown when you place the order; we check it again on our side, so a changed price in your browser has no effect.",
          "Some parts are sold in a minimum quantity. We only accept an order when the parts are in stock, and we reserve them for you as soon as the order is placed.",
        ],
      },
      {
        heading: "Payment and delivery",
        paragraphs: [
          "You can pay in cash to the courier on delivery, by Bkash, Rocket or Nagad (or a local card) through SSLCommerz, or by card through Stripe. Online payments are taken in US dollars, as our prices are; SSLCommerz charges the equivalent in taka. An order to be paid online that is not paid in time (the payment page says until when) expires, and its parts go back on sale.",
          "Delivery costs 70 taka inside Dhaka district and 130 taka elsewhere in Bangladesh, shown in dollars on the order form before you order, and it is free when the parts are worth 2000 taka or more. We deliver within 24 hours in Dhaka and as fast as couriers allow elsewhere.",
        ],
      },
      {
        heading: "Your account",
        paragraphs: [
          "Keep your password to yourself. You are responsible for orders placed from your account; tell us at once if you think someone else has used it.",
        ],
      },
    ],
  },
  {
    slug: "privacy",
    title: "Privacy policy",
    summary: "What we keep about you, why, and for how long.",
    sections: [
      {
        heading: "What we collect",
        paragraphs: [
          "Your name, email address, phone number and delivery address, the orders you place and the reviews you write. Card details go straight to our payment provider and never reach our servers.",
        ],
      },
      {
        heading: "Why we use it",
        paragraphs: [
          "To deliver your orders, to answer your questions and to keep your account safe. We do not sell your data and we do not send marketing messages unless you ask for them.",
        ],
      },
      {
        heading: "Cookies",
        paragraphs: [
          "We use one cookie to keep you signed in. There are no advertising or tracking cookies on this site.",
        ],
      },
      {
        heading: "Your rights",
        paragraphs: [
          "You can see and correct your profile at any time from your dashboard. To delete your account, email hello@motoforge.com.bd and we will do it within 7 days, keeping only what the tax authorities require.",
        ],
      },
    ],
  },
  {
    slug: "returns",
    title: "Returns and refunds",
    summary: "7-day returns with a money-back guarantee.",
    sections: [
      {
        heading: "7-day returns",
        paragraphs: [
          "If a part does not fit or you change your mind, return it within 7 days of delivery, unused and in its original packaging, and we refund the full price.",
        ],
      },
      {
        heading: "Faulty parts",
        paragraphs: [
          "If a part is faulty, tell us with a photo through the chat or by email. We collect it at our cost and send a replacement or refund you, whichever you prefer.",
        ],
      },
      {
        heading: "How refunds are paid",
        paragraphs: [
          "Refunds go back to the card, Bkash, Rocket or Nagad account you paid with, within 5 working days of the part reaching us.",
        ],
      },
    ],
  },
];
