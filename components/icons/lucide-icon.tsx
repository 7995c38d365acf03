/**
 * A Lucide icon drawn on the server as plain SVG: pass its markup from lucide-static, as in
 * `<LucideIcon svg={Truck} className="size-6" />`. lucide-react's icons are client components
 * (they read a context), so each one on a server page shipped Lucide's runtime to the browser
 * and its drawing twice, as component props and as HTML; these ship neither. Icons are
 * decorative here: the text beside them says what they mean.
 */
export function LucideIcon({ svg, className }: { svg: string; className: string }) {
  // Only what inline SVG needs: no namespace, no fixed 24 px (the class sizes it), no spaces,
  // and Lucide's stroke style from the .lucide class in app/globals.css, not on every icon.
  const markup = svg
    .trim()
    .replace(/\s+/g, " ")
    .replace(/ ?(\/?>) ?/g, "$1")
    .replace(/^<svg[^>]*>/, (tag) =>
      tag
        .replace(/ (xmlns|width|height|fill|stroke(-[a-z]+)?)="[^"]*"/g, "")
        .replace(/ class="[^"]*"/, ` class="lucide ${className}" aria-hidden="true" focusable="false"`),
    );
  // The wrapper takes no box of its own, so the SVG lays out as if it stood there itself.
  return <span className="contents" dangerouslySetInnerHTML={{ __html: markup }} />;
}
