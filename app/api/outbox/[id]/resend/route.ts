import { NextResponse } from "next/server";

import { route } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/access";
import { resendMessage } from "@/lib/data/outbox";
import { conflict, invalid } from "@/lib/errors";
import { wakeOutboxWorker } from "@/lib/messages/outbox-worker";

type Context = RouteContext<"/api/outbox/[id]/resend">;

/** The admin sends a message again (a failed one, or one the customer says never came). */
export const POST = route(async (request, { params }: Context) => {
  await requireAdmin(request);
  const { id } = await params;
  if (id.length > 200) throw invalid("This is not a message id.");
  const message = await resendMessage(id);
  if (!message) throw conflict("This message does not exist, or is being sent right now.");
  wakeOutboxWorker();
  return NextResponse.json(message);
});
