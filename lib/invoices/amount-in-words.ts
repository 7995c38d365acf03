import type { Locale } from "@/lib/i18n/locales";

/**
 * A whole amount in words, as Bangladeshi invoices write it: in crore, lakh, thousand and
 * hundred, in English ("Twelve lakh thirty-four thousand five hundred sixty-seven") or Bangla
 * ("বারো লক্ষ চৌত্রিশ হাজার পাঁচশত সাতষট্টি"). Bangla's numbers to 99 are words of their own.
 */
const ENGLISH_ONES = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const ENGLISH_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

const BANGLA_TO_99 = (
  "শূন্য এক দুই তিন চার পাঁচ ছয় সাত আট নয় দশ এগারো বারো তেরো চৌদ্দ পনেরো ষোলো সতেরো আঠারো উনিশ " +
  "বিশ একুশ বাইশ তেইশ চব্বিশ পঁচিশ ছাব্বিশ সাতাশ আটাশ ঊনত্রিশ ত্রিশ একত্রিশ বত্রিশ তেত্রিশ চৌত্রিশ " +
  "পঁয়ত্রিশ ছত্রিশ সাঁইত্রিশ আটত্রিশ ঊনচল্লিশ চল্লিশ একচল্লিশ বিয়াল্লিশ তেতাল্লিশ চুয়াল্লিশ পঁয়তাল্লিশ " +
  "ছেচল্লিশ সাতচল্লিশ আটচল্লিশ ঊনপঞ্চাশ পঞ্চাশ একান্ন বায়ান্ন তিপ্পান্ন চুয়ান্ন পঞ্চান্ন ছাপ্পান্ন সাতান্ন " +
  "আটান্ন ঊনষাট ষাট একষট্টি বাষট্টি তেষট্টি চৌষট্টি পঁয়ষট্টি ছেষট্টি সাতষট্টি আটষট্টি ঊনসত্তর সত্তর " +
  "একাত্তর বাহাত্তর তিয়াত্তর চুয়াত্তর পঁচাত্তর ছিয়াত্তর সাতাত্তর আটাত্তর ঊনআশি আশি একাশি বিরাশি তিরাশি " +
  "চুরাশি পঁচাশি ছিয়াশি সাতাশি অষ্টাশি ঊননব্বই নব্বই একানব্বই বিরানব্বই তিরানব্বই চুরানব্বই পঁচানব্বই " +
  "ছিয়ানব্বই সাতানব্বই আটানব্বই নিরানব্বই"
).split(" ");

type Words = {
  below100: (n: number) => string;
  hundreds: (n: number) => string;
  units: { crore: string; lakh: string; thousand: string };
};

const WORDS: Record<Locale, Words> = {
  en: {
    below100: (n) =>
      n < 20 ? ENGLISH_ONES[n]! : ENGLISH_TENS[Math.floor(n / 10)]! + (n % 10 ? `-${ENGLISH_ONES[n % 10]}` : ""),
    hundreds: (n) => `${ENGLISH_ONES[n]} hundred`,
    units: { crore: "crore", lakh: "lakh", thousand: "thousand" },
  },
  bn: {
    below100: (n) => BANGLA_TO_99[n]!,
    hundreds: (n) => `${BANGLA_TO_99[n]}শত`,
    units: { crore: "কোটি", lakh: "লক্ষ", thousand: "হাজার" },
  },
};

function belowThousand(n: number, words: Words): string[] {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [...(hundreds ? [words.hundreds(hundreds)] : []), ...(rest ? [words.below100(rest)] : [])];
}

function spell(n: number, words: Words): string[] {
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  return [
    // Above 99 crore, the crores are themselves spelt out: "one hundred twenty crore".
    ...(crore ? [...spell(crore, words), words.units.crore] : []),
    ...(lakh ? [words.below100(lakh), words.units.lakh] : []),
    ...(thousand ? [words.below100(thousand), words.units.thousand] : []),
    ...belowThousand(n % 1000, words),
  ];
}

export function amountInWords(amount: number, locale: Locale): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`not a whole amount: ${amount}`);
  const words = WORDS[locale];
  const text = amount === 0 ? words.below100(0) : spell(amount, words).join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
