export default {
  metadata: {
    title: "Dashboard",
    titleTemplate: "%s | Dashboard",
  },
  makeAdmin: {
    title: "Make Admin",
    description: "{count, plural, one {# registered user} other {# registered users}}",
    search: {
      label: "E-mail starts with",
      placeholder: "rider@example.com",
      find: "Find",
      clear: "Clear",
      noMatch: "No user's e-mail starts with {q}.",
    },
    table: {
      email: "Email",
      name: "Name",
      role: "Role",
    },
    admin: "Admin",
    button: "Make Admin",
    pending: "Making admin...",
    // The specification's words.
    success: "Successfully made an admin",
    failure: "Failed to Make an admin",
    confirm: {
      title: "Make {email} an admin?",
      description:
        "An admin sees and cancels every order, changes products and prices, refunds returns and makes others admin. The shop has no button that takes it back.",
      keep: "Keep as customer",
    },
  },
  bikes: {
    title: "Bikes",
    description:
      "{count, plural, one {# model} other {# models}} riders can choose under “My bike” and products can be fitted to.",
    addHeading: "Add a model",
    table: {
      maker: "Maker",
      model: "Model",
      years: "Model years",
      engine: "Engine",
    },
    engineSize: "{cc} cc",
    form: {
      label: "Add a model",
      maker: "Maker",
      makerHint: "As riders know it: Bajaj, TVS, Honda",
      model: "Model",
      firstYear: "First model year",
      lastYear: "Last model year",
      lastYearHint: "This year, while it is still sold",
      engine: "Engine",
      engineHint: "cc, rounded",
      submit: "Add model",
      pending: "Adding...",
      added: "The {make} {model} is in the bike list.",
    },
  },
} as const;
