import type { Translation } from "@/messages/translation";
import type en from "@/messages/en/cart";

export default {
  metadata: {
    title: "ঝুড়ি",
    description: "আপনার ঝুড়ির পার্টস, ডেলিভারি চার্জ আর মোট কত দিতে হবে: অর্ডারের জন্য তৈরি।",
  },
  button: {
    label: "ঝুড়ি",
    withCount: { one: "ঝুড়ি, {count}টি পার্টস", other: "ঝুড়ি, {count}টি পার্টস" },
  },
  add: {
    add: "ঝুড়িতে রাখুন",
    addLabel: "ঝুড়িতে রাখুন: {name}",
    added: "ঝুড়িতে রাখা হয়েছে",
    view: "ঝুড়ি দেখুন",
    failed: "ঝুড়িতে রাখা গেল না",
  },
  page: {
    title: "আপনার ঝুড়ি",
    description: "বিভিন্ন পাতার পার্টস, একটি অর্ডার আর একটিই ডেলিভারি চার্জ।",
    loading: "ঝুড়ি লোড হচ্ছে",
    loadFailed: "আপনার ঝুড়ি লোড করা গেল না।",
    retry: "আবার চেষ্টা করুন",
    empty: "আপনার ঝুড়ি খালি",
    emptyHint: "ক্যাটালগ থেকে পার্টস ঝুড়িতে রাখুন, তারপর একসাথে অর্ডার করুন: ডেলিভারি চার্জ একবারই।",
    browse: "ক্যাটালগ দেখুন",
    lines: "ঝুড়ির পার্টস",
    unitPrice: "একটির দাম",
    lineTotal: "মোট দাম",
    quantity: "{name}-এর পরিমাণ",
    fewer: "একটি কম: {name}",
    more: "একটি বেশি: {name}",
    quantityHint: "কমপক্ষে {minimum}টি, স্টকে {available}টি",
    remove: "সরিয়ে ফেলুন: {name}",
    removed: "{name} ঝুড়ি থেকে সরানো হয়েছে",
    changeFailed: "ঝুড়ি বদলানো গেল না",
    priceChanged: "ঝুড়িতে রাখার পর দাম {before} থেকে {now} হয়েছে।",
    deleted: "আর বিক্রি হয় না: অর্ডারে যাবে না।",
    outOfStock: "স্টক শেষ: অর্ডারে যাবে না।",
    doesNotFit: "আপনার {bike}-এ লাগবে না।",
    doesNotFitAnyBike: "আপনার বাইকে লাগবে না।",
  },
  checkout: {
    label: "ঝুড়ির অর্ডার",
    heading: "ডেলিভারি ও পেমেন্ট",
    loginHint: "অর্ডার করতে লগইন করুন: ঝুড়ি আপনার সাথেই থাকবে।",
    login: "অর্ডার করতে লগইন করুন",
    orderNow: "অর্ডার করুন",
    ordering: "অর্ডার হচ্ছে...",
    leftOut: "অর্ডারে যায়নি: {parts}।",
  },
} satisfies Translation<typeof en>;
