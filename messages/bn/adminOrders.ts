import type { Translation } from "@/messages/translation";
import type en from "@/messages/en/adminOrders";

export default {
  confirmCancel: "অর্ডারটি কি সত্যিই বাতিল করবেন?",
  shipIt: "পণ্যটি পাঠিয়ে দিন",
  cancelled: "অর্ডারটি বাতিল হয়েছে, পার্টস আবার স্টকে ফিরেছে।",
  refunded: "অর্ডারটি বাতিল হয়েছে, পেমেন্ট ফেরত দেওয়া হয়েছে এবং পার্টস আবার স্টকে ফিরেছে।",
  failed: "কিছু একটা ভুল হয়েছে",
  page: {
    title: "সব অর্ডার",
    description: "{count, plural, one {#টি অর্ডার} other {#টি অর্ডার}}, নতুনগুলো আগে",
    descriptionFiltered: "{count, plural, one {#টি অর্ডার} other {#টি অর্ডার}} পাওয়া গেছে, নতুনগুলো আগে",
    noMatch: "কোনো অর্ডার মেলেনি। অন্য নম্বর, ইমেইল বা স্ট্যাটাস দিয়ে চেষ্টা করুন।",
    empty: "এখনো কোনো অর্ডার নেই। ক্রেতা অর্ডার করলেই এখানে দেখাবে।",
  },
  filters: {
    search: "অর্ডার নম্বর বা ক্রেতার ইমেইল",
    searchPlaceholder: "MF-10234 বা rider@example.com",
    status: "স্ট্যাটাস",
    everyStatus: "সব স্ট্যাটাস",
    find: "খুঁজুন",
    clear: "খোঁজা বাতিল",
  },
  ship: {
    labels: {
      Pending: "পেন্ডিং",
      Confirmed: "কনফার্মড",
    },
    ariaLabel: "{label}: অর্ডার {orderNumber} পাঠান",
    title: "অর্ডার {orderNumber} পাঠান",
    description: "কে ডেলিভারি দেবে? ক্রেতা তাঁর অর্ডারে কুরিয়ার ও ট্র্যাকিং নম্বর দেখতে পাবেন।",
    courier: "কুরিয়ার",
    trackingNumber: "ট্র্যাকিং নম্বর (ঐচ্ছিক)",
    notYet: "এখন না",
    submit: "পাঠানো নিশ্চিত করুন",
    saving: "সেভ হচ্ছে...",
    shipped: "অর্ডার {orderNumber} পাঠানো হয়েছে।",
  },
  acceptPayment: {
    label: "পেমেন্ট যাচাই",
    pending: "সেভ হচ্ছে...",
    ariaLabel: "অর্ডার {orderNumber}-এর পেমেন্ট যাচাই করুন",
    title: "অর্ডার {orderNumber}-এর পেমেন্ট গ্রহণ করবেন?",
    description:
      "SSLCommerz পেমেন্ট {transactionId}-কে ঝুঁকিপূর্ণ বলেছে। আগে আপনার SSLCommerz প্যানেলে দেখে নিন: গ্রহণ করলে অর্ডারটি পাঠানো যাবে, আর অর্ডার বাতিল করলে টাকা ফেরত যাবে।",
    keep: "এখন না",
    confirm: "পেমেন্ট গ্রহণ করুন",
    accepted: "অর্ডার {orderNumber}-এর পেমেন্ট গ্রহণ করা হয়েছে: এখন পাঠানো যাবে।",
  },
  cancel: {
    label: "বাতিল",
    pending: "বাতিল হচ্ছে...",
    ariaLabel: "অর্ডার {orderNumber} বাতিল করুন, {buyer}-এর “{tool}”",
    paidDescription:
      "{buyer} “{tool}”-এর জন্য {total} পেমেন্ট করেছেন। যে {refundedTo} দিয়ে পেমেন্ট করেছেন সেখানেই টাকা ফেরত যাবে, অর্ডারটি বাতিল হিসেবে থাকবে এবং পার্টস আবার স্টকে ফিরবে।",
    description: "{buyer}-এর “{tool}” অর্ডারটি বাতিল হিসেবে থাকবে এবং পার্টস আবার স্টকে ফিরবে।",
    refundedTo: {
      card: "কার্ড",
      sslcommerz: "বিকাশ, নগদ, রকেট অ্যাকাউন্ট বা কার্ড",
    },
    keep: "অর্ডার রাখুন",
    confirm: "হ্যাঁ, বাতিল করুন",
  },
  delivered: {
    label: "ডেলিভারি নিশ্চিত",
    pending: "সেভ হচ্ছে...",
    ariaLabel: "অর্ডার {orderNumber} ডেলিভারি হয়েছে চিহ্নিত করুন",
    title: "অর্ডার {orderNumber} কি ডেলিভারি হয়েছে?",
    cashDescription: "অর্ডারটি ডেলিভারি ও পেমেন্ট হয়েছে বলে চিহ্নিত হবে: কুরিয়ার ক্যাশে {amount} নিয়ে নিয়েছে।",
    description: "অর্ডারটি ডেলিভারি হয়েছে বলে চিহ্নিত হবে। এটি আর ফেরানো যাবে না।",
    keep: "এখনো না",
    confirm: "হ্যাঁ, ডেলিভারি হয়েছে",
    done: "অর্ডার {orderNumber} ডেলিভারি হয়েছে।",
  },
  returned: {
    label: "দরজায় নেয়নি",
    pending: "সেভ হচ্ছে...",
    ariaLabel: "অর্ডার {orderNumber} দরজায় নেয়নি বলে চিহ্নিত করুন",
    title: "ক্রেতা কি অর্ডার {orderNumber} দরজায় নেননি?",
    description:
      "অর্ডারটি ফেরত হিসেবে চিহ্নিত হবে: পার্টস আবার স্টকে যাবে, আর এই ফোন নম্বরের রেকর্ডে না-নেওয়া হিসেবে গোনা হবে। এটি আর ফেরানো যাবে না।",
    refundDescription:
      "অর্ডারটি ফেরত হিসেবে চিহ্নিত হবে: এর {amount} পেমেন্ট যে কার্ড বা ওয়ালেট থেকে এসেছিল সেখানে ফেরত যাবে, পার্টস আবার স্টকে যাবে, আর এই ফোন নম্বরের রেকর্ডে না-নেওয়া হিসেবে গোনা হবে। এটি আর ফেরানো যাবে না।",
    keep: "না",
    confirm: "হ্যাঁ, ফেরত এসেছে",
    done: "অর্ডার {orderNumber} ফেরত এসেছে, পার্টস আবার স্টকে।",
  },
  confirmed: {
    label: "ফোনের পর নিশ্চিত",
    pending: "সেভ হচ্ছে...",
    ariaLabel: "ক্রেতাকে ফোন করে অর্ডার {orderNumber} নিশ্চিত করুন",
    title: "অর্ডার {orderNumber}-এর ক্রেতা কি ফোনে নিশ্চিত করেছেন?",
    description:
      "এই নম্বরের পার্সেল আগে দরজায় নেওয়া হয়নি, তাই অর্ডারটি ফোনের অপেক্ষায় ছিল। নিশ্চিত করলে পাঠানো যাবে; ক্রেতা ফোন না ধরলে বা না চাইলে বাতিল করুন।",
    keep: "এখনো না",
    confirm: "হ্যাঁ, নিশ্চিত",
    done: "অর্ডার {orderNumber} নিশ্চিত: এখন পাঠানো যাবে।",
  },
  phoneRecord: {
    label: "এই নম্বরের অর্ডার",
    counts:
      "{delivered, plural, one {#টি ডেলিভারি} other {#টি ডেলিভারি}}, {returned, plural, one {#টি নেয়নি বা ফেরত} other {#টি নেয়নি বা ফেরত}}, {cancelled, plural, one {#টি বাতিল} other {#টি বাতিল}}",
    none: "আগের কোনো অর্ডার নেই",
  },
  codCheckOff:
    "ফোন নম্বর নিশ্চিত না করেই ক্যাশ অন ডেলিভারি অর্ডার নেওয়া হচ্ছে: COD_PHONE_CHECK বন্ধ (অথবা কোনো এসএমএস সেবা সেট করা নেই)।",
} satisfies Translation<typeof en>;
