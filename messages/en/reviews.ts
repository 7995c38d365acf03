export default {
  page: {
    title: "Add a review",
    description: "Tell other riders how our parts and service worked for you.",
  },
  rating: "{rating} out of {max}",
  // Read in the browser (components/reviews/review-form.tsx): simple {arguments} only.
  form: {
    label: "Add a review",
    name: "Name",
    review: "Review",
    placeholder: "How did the part fit and perform?",
    rating: "Rating",
    ratingHint: "From {min} to {max} stars",
    sending: "Sending...",
    submit: "Add review",
    // The specification's words.
    added: "Great add a review",
    failed: "Oh no try again later",
  },
} as const;
