import type { Translation } from "@/messages/translation";
import type en from "@/messages/en/reviews";

export default {
  page: {
    title: "রিভিউ দিন",
    description: "আমাদের পার্টস আর সার্ভিস কেমন লাগল, অন্য রাইডারদের জানান।",
  },
  rating: "{max}-এর মধ্যে {rating}",
  form: {
    label: "রিভিউ দিন",
    name: "নাম",
    review: "রিভিউ",
    placeholder: "পার্টসটি ঠিকমতো লেগেছে? কেমন চলছে?",
    rating: "রেটিং",
    ratingHint: "{min} থেকে {max} স্টার",
    sending: "পাঠানো হচ্ছে...",
    submit: "রিভিউ দিন",
    added: "ধন্যবাদ! আপনার রিভিউ যোগ হয়েছে",
    failed: "দুঃখিত, পরে আবার চেষ্টা করুন",
  },
} satisfies Translation<typeof en>;
