export default {
  // The specification's words.
  loading: "Data is loading....",
  fetchFailed: "something wrong",
  skipToContent: "Skip to content",
  metadata: {
    title: "MotoForge: motorcycle parts, accessories and tools in Bangladesh",
    description:
      "Motorcycle parts, accessories and workshop tools made in Bangladesh since 1992. Delivery in 24 hours, free shipping above 2000 taka.",
  },
  language: {
    // Each language is named in itself, so a reader finds theirs whatever the page's language.
    switchTo: "বাংলা",
    switchToLabel: "বাংলায় পড়ুন (Read in Bangla)",
  },
  notFound: {
    title: "Page not found",
    imageAlt: "A motorcycle parked beside a road sign reading 404",
    heading: "This road doesn't go anywhere",
    // Counted down in the browser, so its plural forms are separate messages (lib/i18n/client.tsx).
    countdown: {
      one: "We will take you back to the home page in {seconds} second.",
      other: "We will take you back to the home page in {seconds} seconds.",
    },
    home: "Take me home now",
  },
  error: {
    heading: "Something went wrong",
    body: "We could not load this page. Please try again in a moment.",
    retry: "Try again",
  },
} as const;
