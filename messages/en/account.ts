export default {
  profile: {
    metadata: { title: "My Profile" },
    title: "My Profile",
    adminDescription: "You are signed in as an admin.",
    description: "Keep your details up to date for fast delivery.",
    update: "Update",
    name: "Name",
    email: "Email",
    address: "Address",
    phone: "Phone",
    profession: "Profession",
    notAdded: "Not added yet",
    passwordRemoved:
      "On {date} someone had signed up with your email address and a password before you first signed in with Google. We removed that password and signed out every session it had opened: only your Google sign-in opens this account now.",
  },
  edit: {
    metadata: { title: "Edit your profile" },
    title: "Edit your profile",
    description: "Where should we deliver, and how can we reach you?",
    formLabel: "Update profile",
    name: "Name",
    email: "Email",
    phone: "Phone",
    profession: "Profession",
    professionPlaceholder: "Mechanic, courier, student...",
    address: "Address",
    addressPlaceholder: "House, road, area, city",
    submit: "Update",
    saving: "Saving...",
    // The specification's words.
    saved: "Update your profile",
  },
  verifyEmail: {
    metadata: { title: "Confirm your e-mail address" },
    verified: { title: "Your address is confirmed", text: "Thank you: your e-mail address is confirmed." },
    invalid: {
      title: "This link does not work",
      text: "It was used already or is more than a week old. If your address is not confirmed yet, contact us and we will send a new one.",
    },
    otherAccount: {
      title: "Signed in as someone else",
      text: "This link confirms another account's address. Sign out, sign in to that account, and open the link again.",
    },
    shop: "Go shopping",
  },
} as const;
