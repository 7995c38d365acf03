import { notFound } from "next/navigation";

/** Any other path under a language, as /bn/no-such-page: that language's not-found page, in the shop's shell. */
export default function UnknownPage() {
  notFound();
}
