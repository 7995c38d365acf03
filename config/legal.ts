/**
 * The shop's legal pages, linked from the footer, by slug. Their words are the `legal`
 * messages (messages/en/legal.ts): a title, a summary and sections of plain paragraphs.
 */
export type LegalPage = { slug: "terms" | "privacy" | "returns" };

export const legalPages: LegalPage[] = [{ slug: "terms" }, { slug: "privacy" }, { slug: "returns" }];
