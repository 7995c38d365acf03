import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            ...["zod", "zod/mini"].map((name) => ({
              name,
              message: 'Import z from "@/lib/validations/zod", which keeps Zod within the CSP.',
            })),
            {
              name: "sonner",
              message: 'Import toast from "@/components/layout/toaster", which loads sonner only when a toast shows.',
            },
            {
              name: "next/link",
              message: 'Import Link from "@/components/navigation/link", which prefetches on intent, not on sight.',
            },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method']))",
          message:
            'Give the form a method. One sent before the page hydrates is a GET by default, with every field (a password, a phone number) in the URL: method="post" for forms the page\'s script sends.',
        },
      ],
    },
  },
  {
    // The modules that wrap those imports.
    files: ["lib/validations/zod.ts", "components/layout/toaster.tsx", "components/navigation/link.tsx"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // Playwright fixtures receive a `use` callback that is not React's use().
    files: ["e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  globalIgnores([
    ".next/**",
    ".next-e2e/**",
    ".next-bench/**",
    "out/**",
    "build/**",
    "next-env.d.ts",
    ".data/**",
    "test-results/**",
    "playwright-report/**",
  ]),
]);
