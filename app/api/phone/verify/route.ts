import { NextResponse } from "next/server";

import { parseWith, readJson } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { requireCaller } from "@/lib/auth/access";
import { verifyPhoneCode } from "@/lib/phone-confirmation/phone-codes";
import { phoneCodeCheckSchema } from "@/lib/validations/phone-code";

/** Confirms `{ phone, code }` on the signed-in caller's account → `{ confirmed: true, phone }`. */
export const POST = route(async (request) => {
  const caller = await requireCaller(request);
  const { phone, code } = parseWith(phoneCodeCheckSchema, await readJson(request));
  await verifyPhoneCode(caller.email, phone, code);
  return NextResponse.json({ confirmed: true, phone });
});
