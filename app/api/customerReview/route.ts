import { NextResponse } from "next/server";

import { route } from "@/lib/api/route";
import { cachedReviews } from "@/lib/data/catalogue";
import { limitParam } from "@/lib/api/params";

/** Customer reviews, newest first. */
export const GET = route(async (request) => NextResponse.json(await cachedReviews(limitParam(request))));
