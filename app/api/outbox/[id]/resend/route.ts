import { NextResponse } from "next/server";

import { route } from "@/lib/api/route";
import { requireAdmin } from "@/lib/auth/access";
import { lostItsSecrets, resendMessage } from "@/lib/data/outbox";
import { apiMessage, conflict, invalid } from "@/lib/errors";
import { wakeOutboxWorker } from "@/lib/messages/outbox-worker";

type Context = RouteContext<"/api/outbox/[id]/resend">;

/**
 * The admin sends a message again (a failed one, or one the customer says never came); not one
 * whose one-time link or code was removed after sending: it would arrive dead.
 */
export const POST = route(async (request, { params }: Context) => {
  await requireAdmin(request);
  const { id } = await params;
  if (id.length > 200) throw invalid(apiMessage("outbox.badId"));
  const message = await resendMessage(id);
  if (!message) throw conflict(apiMessage((await lostItsSecrets(id)) ? "outbox.secretsGone" : "outbox.gone"));
  wakeOutboxWorker();
  return NextResponse.json(message);
});
