import { NextResponse } from "next/server";

import { route } from "@/lib/api/route";
import { listTools } from "@/lib/data/tools";
import { limitParam } from "@/lib/validations/query";

/** The catalogue, newest first. */
export const GET = route(async (request) => NextResponse.json(await listTools(limitParam(request))));
