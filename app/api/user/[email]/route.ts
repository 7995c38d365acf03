import { NextResponse } from "next/server";

import { forbidden } from "@/lib/errors";
import { route } from "@/lib/api/route";
import { requireCaller } from "@/lib/auth/access";
import { issueApiToken } from "@/lib/auth/api-token";
import { emailParam } from "@/lib/api/params";

/**
 * Issues the API token (the spec's accessToken), only to the user it names. The token
 * belongs to the caller's sign-in: it ends with it, however often it is renewed.
 */
export const PUT = route(async (request, { params }: RouteContext<"/api/user/[email]">) => {
  const caller = await requireCaller(request);
  const email = await emailParam(params);
  if (caller.email !== email) throw forbidden();
  return NextResponse.json({ token: await issueApiToken(caller) });
});
