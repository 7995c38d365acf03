export default {
  // The specification's words.
  noUser: "No user is logged in",
  googleFailed: "Google sign-in did not complete. Please try again.",
  googleUnverified:
    "Google has not verified this email address, so it cannot open a shop account. Verify it with Google first, or sign up with your email and a password.",
  login: {
    metadata: {
      title: "Login",
      description: "Log in to your MotoForge account to order parts, pay and track your orders.",
    },
    title: "Login",
    description: "Welcome back. Log in to order parts and follow your orders.",
    submit: "Login",
    switchPrompt: "New to MotoForge?",
    switchLabel: "Create an account",
  },
  signup: {
    metadata: {
      title: "Sign up",
      description: "Create a MotoForge account to order motorcycle parts and tools with delivery in 24 hours.",
    },
    title: "Create your account",
    description: "Sign up to order parts, pay by card and review what you bought.",
    submit: "Signup",
    switchPrompt: "Already have an account?",
    switchLabel: "Login",
  },
  form: {
    name: "Name",
    namePlaceholder: "Your name",
    email: "Email",
    emailPlaceholder: "you@example.com",
    password: "Password",
    passwordPlaceholder: "At least 6 characters",
    forgotPassword: "Forgot password?",
    loading: "Loading...",
  },
  or: "OR",
  google: {
    continue: "Continue with Google",
    redirecting: "Redirecting to Google...",
    notConfigured: "Google sign-in is not configured for this shop yet.",
    failed: "Could not reach the shop to sign in with Google. Check your connection and try again.",
  },
  forgot: {
    metadata: {
      title: "Forgot password",
      description: "Get a link to choose a new password for your MotoForge account.",
    },
    title: "Forgot your password?",
    description: "We e-mail you a link to choose a new one.",
    submit: "Send reset link",
    sending: "Sending...",
  },
  reset: {
    metadata: { title: "Choose a new password" },
    title: "Choose a new password",
    description: "At least 6 characters. It signs you out everywhere.",
    incomplete: "This link is incomplete.",
    askAgain: "Ask for a new one",
    newPassword: "New password",
    submit: "Save the new password",
    saving: "Saving...",
    done: "Your password is changed, and your account is signed out everywhere.",
    logIn: "Log in with the new password",
  },
} as const;
