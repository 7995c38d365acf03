import * as z from "@/lib/validations/zod";
import { message as m } from "@/lib/validations/message";

import { bdMobileSchema } from "@/lib/validations/phone";

/** POST /api/phone/code: the phone to text a code to. */
export const phoneCodeRequestSchema = z.object({ phone: bdMobileSchema });

/** POST /api/phone/verify: the phone and the six digits texted to it. */
export const phoneCodeCheckSchema = z.object({
  phone: bdMobileSchema,
  code: z.string({ error: m("phoneCodeInvalid") }).check(z.trim(), z.regex(/^\d{6}$/, m("phoneCodeInvalid"))),
});
