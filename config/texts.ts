/**
 * Every user-visible message the specification fixes word for word, in one place
 * so it is easy to find and to change. Layout copy lives next to its component.
 */
export const texts = {
  loading: "Data is loading....",
  fetchFailed: "something wrong",
  chat: {
    greeting: "Hello! What can we do for you?",
    replyTime: "Typically replies within a day",
    invalidPhone: "Invalid Phone Number",
  },
} as const;
