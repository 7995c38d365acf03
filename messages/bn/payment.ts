import type { Translation } from "@/messages/translation";
import type en from "@/messages/en/payment";

export default {
  page: {
    title: "পেমেন্ট",
    heading: "{name}-এর পেমেন্ট",
    orderNumber: "অর্ডার {number}",
    summary: "অর্ডারের বিবরণ",
    deliverTo: "ডেলিভারির ঠিকানা",
  },
  howToPay: {
    cod: { title: "ক্যাশ অন ডেলিভারি", description: "পার্টস হাতে পেলে কুরিয়ারকে টাকা দিন।" },
    card: {
      title: "কার্ডে পেমেন্ট",
      description: "Stripe-এর ১২৮-বিট SSL দিয়ে সুরক্ষিত। আপনার কার্ড নম্বর আমরা কখনো দেখি না।",
    },
    sslcommerz: {
      title: "বিকাশ, নগদ, রকেট বা কার্ডে পেমেন্ট",
      description: "বাংলাদেশের পেমেন্ট গেটওয়ে SSLCommerz-এর মাধ্যমে। আপনার পিন বা কার্ড নম্বর আমরা কখনো দেখি না।",
    },
  },
  state: {
    cod: "এই অর্ডারটি ক্যাশ অন ডেলিভারি: পার্টস হাতে পেলে কুরিয়ারকে {amount} দিন।",
    cancelled: "অর্ডারটি বাতিল হয়েছে, তাই কোনো পেমেন্ট লাগবে না।",
    expired:
      "{minutes, plural, other {{n} মিনিটের}} মধ্যে পেমেন্ট না হওয়ায় অর্ডারের পার্টস আবার বিক্রিতে চলে গেছে। অনুগ্রহ করে আবার অর্ডার করুন।",
    alreadyPaid: "এই অর্ডারের পেমেন্ট হয়ে গেছে।",
    hold: "অর্ডারের পর {minutes, plural, other {{n} মিনিট}} পার্টসগুলো আপনার জন্য রাখা থাকে: <strong>{time}</strong>-এর (ঢাকার সময়) মধ্যে পেমেন্ট করুন, নইলে অর্ডারটি বাতিল হয়ে পার্টস আবার বিক্রিতে চলে যাবে।",
    gatewayNotConfigured: "বিকাশ, নগদ, রকেট বা কার্ডে পেমেন্ট এখনো চালু হয়নি। পরে আবার চেষ্টা করুন।",
  },
  order: {
    items: "পণ্যের দাম",
    delivery: "ডেলিভারি",
    free: "ফ্রি",
    total: "মোট",
    cash: {
      label: "ক্যাশ অন ডেলিভারি",
      due: "কুরিয়ারকে ক্যাশে <strong>{amount}</strong> দিন",
      paid: "কুরিয়ারকে ক্যাশে <strong>{amount}</strong> দেওয়া হয়েছে",
    },
    noAddress: "ডেলিভারির ঠিকানা দেওয়া হয়নি",
  },
  checkout: {
    completed: "অভিনন্দন! আপনার পেমেন্ট সম্পন্ন হয়েছে।",
    transactionId: "আপনার ট্রানজেকশন আইডি",
    notConfigured: "কার্ডে পেমেন্ট এখনো চালু হয়নি। বিকাশ, রকেট বা নগদে পেমেন্ট করুন, অথবা পরে আবার চেষ্টা করুন।",
    cardForm: "কার্ডে পেমেন্ট",
    didNotGoThrough: "পেমেন্ট সম্পন্ন হয়নি।",
    processing: "প্রসেস হচ্ছে...",
    pay: "{amount} পেমেন্ট করুন",
    gatewayIntro:
      "SSLCommerz-এর নিরাপদ পাতায় বিকাশ, নগদ, রকেট, উপায় বা কার্ড বেছে নিয়ে পেমেন্ট করুন, তারপর আবার এখানে ফিরে আসবেন।",
    opening: "পেমেন্ট পাতা খুলছে...",
    unopened: "পেমেন্ট পাতা খোলা যায়নি। একটু পরে আবার চেষ্টা করুন।",
  },
} satisfies Translation<typeof en>;
