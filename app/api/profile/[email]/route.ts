import { NextResponse } from "next/server";

import { forbidden } from "@/lib/errors";
import { readJson, parseWith } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { requireCaller } from "@/lib/auth/access";
import { updateProfile } from "@/lib/data/users";
import { emailParam } from "@/lib/api/params";
import { profileSchema } from "@/lib/validations/profile";

/** Users change their own profile only; not even an admin edits someone else's. */
export const PUT = route(async (request, { params }: RouteContext<"/api/profile/[email]">) => {
  const caller = await requireCaller(request);
  const email = await emailParam(params);
  if (caller.email !== email) throw forbidden();
  const { name, phone, address, linkedin } = parseWith(profileSchema, await readJson(request));
  return NextResponse.json(await updateProfile(email, { name, phone, address, linkedin }));
});
