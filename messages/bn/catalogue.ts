import type { Translation } from "@/messages/translation";
import type en from "@/messages/en/catalogue";

export default {
  metadata: {
    title: "ক্যাটালগ",
    categoryTitle: "{category}: ক্যাটালগ",
    description: "MotoForge-এর সব মোটরসাইকেল পার্টস, এক্সেসরিজ, ওয়ার্কশপ টুলস ও সেফটি গিয়ার, ডলারে দামসহ।",
  },
  eyebrow: "ক্যাটালগ",
  intro: "ঢাকায় তৈরি, ঢাকায় পরীক্ষা করা। নাম বা বাইকের মডেল লিখে খুঁজুন, ক্যাটাগরি বেছে নিন, দাম দিয়ে সাজান।",
  heading: {
    all: "সব পার্টস, এক্সেসরিজ ও টুলস",
    allForBike: "{bike}-এর পার্টস, এক্সেসরিজ ও টুলস",
    categoryForBike: "{bike}-এর {category}",
  },
  categories: {
    all: "সব",
    parts: "পার্টস",
    accessories: "এক্সেসরিজ",
    tools: "টুলস",
    "safety-gear": "সেফটি গিয়ার",
  },
  sorts: {
    newest: "নতুন আগে",
    "price-asc": "দাম: কম থেকে বেশি",
    "price-desc": "দাম: বেশি থেকে কম",
  },
  filters: {
    showingFit: "আপনার <strong>{bike}</strong>-এ লাগে এমন পার্টস আর সব বাইকে লাগে এমন জিনিস দেখানো হচ্ছে।",
    showEverything: "সব দেখুন",
    onlyMyBike: "শুধু আমার {bike}-এ যা লাগে",
    form: "ক্যাটালগ",
    searchLabel: "ক্যাটালগে খুঁজুন",
    placeholder: "পার্টস, এক্সেসরিজ, টুলস খুঁজুন",
    search: "খুঁজুন",
    categories: "ক্যাটাগরি",
    sortBy: "সাজান",
    sortByColon: "সাজান:",
  },
  results: {
    none: "কোনো {what} পাওয়া যায়নি{matching}",
    nonePage: "{page} নম্বর পাতায় কোনো {what} নেই{matching}",
    range: "{first}–{last}, মোট {count}{matching}",
    matching: " (“{q}” খুঁজে)",
    what: {
      products: "পণ্য",
      parts: "পার্টস",
      accessories: "এক্সেসরিজ",
      tools: "টুল",
      "safety-gear": "সেফটি গিয়ার",
    },
    count: {
      products: "{count, plural, other {{n}টি পণ্য}}",
      parts: "{count, plural, other {{n}টি পার্টস}}",
      accessories: "{count, plural, other {{n}টি এক্সেসরিজ}}",
      tools: "{count, plural, other {{n}টি টুল}}",
      "safety-gear": "{count, plural, other {{n}টি সেফটি গিয়ার}}",
    },
    empty: "এই ফিল্টারে ক্যাটালগে কিছু মেলেনি।",
    pastEnd: "ফলাফল এই পাতার আগেই শেষ।",
    backToFirst: "প্রথম পাতায় ফিরুন",
    clearFilters: "ফিল্টার মুছুন",
    products: "পণ্য",
    fitsEveryBike: "সব বাইকে লাগে",
    fitsYourBike: "আপনার {bike}-এ লাগে",
  },
  pagination: {
    label: "পাতা",
    previous: "আগের",
    next: "পরের",
    page: "{page} নম্বর পাতা",
  },
} satisfies Translation<typeof en>;
