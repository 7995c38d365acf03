import { texts } from "@/config/texts";
import { safeCallbackUrl } from "@/config/routes";
import { AuthCard } from "@/components/auth/auth-card";
import { CredentialsForm } from "@/components/auth/credentials-form";
import { GoogleButton } from "@/components/auth/google-button";
import { OrDivider } from "@/components/auth/or-divider";
import { googleConfigured } from "@/lib/auth/config";

type SearchParams = Record<string, string | string[] | undefined>;

function single(value: string | string[] | undefined) {
  return Array.isArray(value) ? value[0] : value;
}

const copy = {
  login: { title: "Login", description: "Welcome back. Log in to order parts and follow your orders." },
  signup: {
    title: "Create your account",
    description: "Sign up to order parts, pay by card and review what you bought.",
  },
} as const;

/** The login and sign-up pages: the form, an OR divider and Google sign-in. */
export async function AuthPage({
  mode,
  searchParams,
}: {
  mode: keyof typeof copy;
  searchParams: Promise<SearchParams>;
}) {
  const params = await searchParams;
  const callbackUrl = safeCallbackUrl(single(params.callbackUrl));
  // Auth.js sends failed Google sign-ins back here with ?error=<code>; AccessDenied is our
  // own signIn callback refusing an address Google has not verified.
  const error = single(params.error);
  const googleError = error === "AccessDenied" ? texts.auth.googleUnverified : error && texts.auth.googleFailed;
  return (
    <AuthCard {...copy[mode]}>
      <CredentialsForm mode={mode} callbackUrl={callbackUrl}>
        <OrDivider />
        {googleError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {googleError}
          </p>
        )}
        <GoogleButton callbackUrl={callbackUrl} enabled={googleConfigured()} />
      </CredentialsForm>
    </AuthCard>
  );
}
