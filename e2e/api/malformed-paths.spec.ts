import { readdirSync } from "node:fs";
import path from "node:path";

import { expect, test } from "../fixtures";

const appDir = path.resolve(import.meta.dirname, "../../app");
const BAD_ENCODINGS = ["%ZZ", "%E0%A4%A", "%", "ok%2"];

/** Every route of the app with a dynamic segment, as a URL pattern such as /api/order/[id]. */
function dynamicRoutes(): string[] {
  return readdirSync(appDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /(^|\/)(page\.tsx|route\.ts)$/.test(file) && file.includes("["))
    .map((file) =>
      ("/" + path.dirname(file))
        .split("/")
        .filter((segment) => !/^\(.*\)$/.test(segment)) // route groups are not in the URL
        .join("/"),
    );
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
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(404);
        expect(await response.text(), url).toContain("not found");
      }
    }
  }
});
