import { NextResponse } from "next/server";

import { route } from "@/lib/api/route";
import { listReviews } from "@/lib/data/reviews";
import { limitParam } from "@/lib/validations/query";

/** Customer reviews, newest first. */
export const GET = route(async (request) => NextResponse.json(await listReviews(limitParam(request))));
