import { NextResponse } from "next/server";

import { parseWith, readJson } from "@/lib/api/input";
import { route } from "@/lib/api/route";
import { requireCaller } from "@/lib/auth/access";
import { sendPhoneCode } from "@/lib/phone-confirmation/phone-codes";
import { phoneCodeRequestSchema } from "@/lib/validations/phone-code";

/** Texts the signed-in caller a code that confirms `{ phone }` for cash on delivery (lib/phone-confirmation). */
export const POST = route(async (request) => {
  const caller = await requireCaller(request);
  const { phone } = parseWith(phoneCodeRequestSchema, await readJson(request));
  return NextResponse.json(await sendPhoneCode(request, caller.email, phone));
});
