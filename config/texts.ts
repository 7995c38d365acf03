/**
 * Every user-visible message the specification fixes word for word, in one place
 * so it is easy to find and to change. Layout copy lives next to its component.
 */
export const texts = {
  loading: "Data is loading....",
  fetchFailed: "something wrong",
  validation: {
    emailRequired: "Email is required",
    passwordRequired: "password is required",
    passwordMinLength: "password min length 6 caractor",
    nameRequired: "Name is required",
  },
  auth: {
    error: (message: string) => `Error: ${message}`,
    noUser: "No user is logged in",
    wrongCredentials: "Wrong email or password. Please try again.",
    emailTaken: "An account with this email already exists. Log in instead.",
    rateLimited: "Too many attempts. Please wait a few minutes and try again.",
    googleFailed: "Google sign-in did not complete. Please try again.",
    googleUnverified:
      "Google has not verified this email address, so it cannot open a shop account. Verify it with Google first, or sign up with your email and a password.",
  },
  makeAdmin: {
    success: "Successfully made an admin",
    failure: "Failed to Make an admin",
  },
  order: {
    placed: "Great add your order and see my order page",
    failed: "Something is Wrong",
    confirmCancel: "Are you sure you want to cancel the order?",
    cancelled: "Your order is cancelled and the parts are back in stock.",
    paidNotCancellable: "A paid order cannot be cancelled here. Please contact us for a refund.",
  },
  adminOrders: {
    confirmCancel: "Are you sure cancel the order",
    shipIt: "shift the product",
    cancelled: "The order is cancelled and its parts are back in stock.",
    refunded: "The order is cancelled, the payment refunded and its parts are back in stock.",
  },
  product: {
    added: "Great add a products",
    failed: "Oh no try again later",
    confirmDelete: "Are you sure delete the tool",
    deleted: (name: string) => `${name} is deleted from the shop.`,
    saved: (name: string) => `${name} is saved.`,
    nameRequired: "Name is Required",
    descriptionRequired: "Descripiton is Required",
    orderQuantityRequired: "Order Quantity is Required",
    availableQuantityRequired: "Available Quantity is Required",
    priceRequired: "Price is Required",
    imageRequired: "Image is Required",
  },
  review: {
    added: "Great add a review",
    failed: "Oh no try again later",
  },
  profile: {
    saved: "Update your profile",
  },
  payment: {
    completed: "Congrats! Your payment is completed.",
    transactionId: "Your transaction Id",
    notConfigured: "Card payments are not configured yet. Please pay by Bkash, Rocket or Nagad, or try again later.",
  },
  chat: {
    greeting: "Hello! What can we do for you?",
    replyTime: "Typically replies within a day",
    invalidPhone: "Invalid Phone Number",
  },
} as const;
