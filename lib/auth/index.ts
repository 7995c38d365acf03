import "server-only";

import NextAuth from "next-auth";

import { authConfig } from "@/lib/auth/config";

export const { signIn } = NextAuth(() => authConfig());
