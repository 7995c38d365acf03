import type { Translation } from "@/messages/translation";
import type en from "@/messages/en/common";

export default {
  loading: "তথ্য আসছে....",
  fetchFailed: "কিছু একটা গোলমাল হয়েছে",
  skipToContent: "মূল অংশে যান",
  metadata: {
    title: "MotoForge: বাংলাদেশে মোটরসাইকেলের পার্টস, এক্সেসরিজ ও টুলস",
    description:
      "১৯৯২ সাল থেকে বাংলাদেশে তৈরি মোটরসাইকেলের পার্টস, এক্সেসরিজ ও ওয়ার্কশপ টুলস। ২৪ ঘণ্টায় ডেলিভারি, ২০০০ টাকার বেশি কেনাকাটায় ফ্রি ডেলিভারি।",
  },
  language: {
    switchTo: "English",
    switchToLabel: "Read in English (ইংরেজিতে পড়ুন)",
  },
  notFound: {
    title: "পাতাটি পাওয়া যায়নি",
    imageAlt: "৪০৪ লেখা রাস্তার সাইনবোর্ডের পাশে দাঁড়ানো একটি মোটরসাইকেল",
    heading: "এই রাস্তা কোথাও যায় না",
    countdown: {
      one: "{seconds} সেকেন্ডের মধ্যে আপনাকে হোম পেজে নিয়ে যাব।",
      other: "{seconds} সেকেন্ডের মধ্যে আপনাকে হোম পেজে নিয়ে যাব।",
    },
    home: "এখনই হোম পেজে যান",
  },
  error: {
    heading: "কিছু একটা ভুল হয়েছে",
    body: "পাতাটি খোলা গেল না। একটু পরে আবার চেষ্টা করুন।",
    retry: "আবার চেষ্টা করুন",
  },
} satisfies Translation<typeof en>;
