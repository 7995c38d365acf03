import { readdirSync } from "node:fs";
import path from "node:path";

import { expect, test } from "../fixtures";

const appDir = path.resolve(import.meta.dirname, "../../app");
const BAD_ENCODINGS = ["%ZZ", "%E0%A4%A", "%", "ok%2"];

/**
 * Every route of the app with a dynamic segment, as a URL pattern such as /api/order/[id]. Pages
 * are named by their English URL (/tools/[id]), which also stands for the Bangla one (/bn/tools/[id]).
 */
function dynamicRoutes(): string[] {
  return readdirSync(appDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /(^|\/)(page\.tsx|route\.ts)$/.test(file))
    .map((file) =>
      ("/" + path.dirname(file))
        .split("/")
        .filter((segment) => !/^\(.*\)$/.test(segment) && segment !== "[locale]") // not in the URL
        .join("/"),
    )
    .filter((route) => route.includes("["));
}

/** The route's URL with every dynamic segment replaced by `bad`. */
const withSegments = (route: string, bad: string) => route.replace(/\[[^\]]+\]/g, bad);

test("every dynamic route answers malformed percent-encoding with 400 (API) or the not-found page", async ({
  request,
}) => {
  const routes = dynamicRoutes();
  expect(routes).toEqual(expect.arrayContaining(["/api/order/[id]", "/api/auth/[...nextauth]", "/legal/[slug]"]));

  for (const route of routes) {
    for (const bad of BAD_ENCODINGS) {
      const url = withSegments(route, bad);
      if (route.startsWith("/api/")) {
        for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
          const response = await request.fetch(url, { method, maxRedirects: 0 });
          expect(response.status(), `${method} ${url}`).toBe(400);
          expect(await response.json(), `${method} ${url}`).toEqual({ error: expect.any(String) });
        }
      } else {
        for (const page of [url, `/bn${url}`]) {
          const response = await request.get(page, { maxRedirects: 0 });
          expect(response.status(), page).toBe(404);
          expect(await response.text(), page).toContain("not found");
        }
      }
    }
  }
});
