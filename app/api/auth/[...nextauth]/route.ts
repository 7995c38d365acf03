import { handleAuthRequest } from "@/lib/auth/http-handler";

export { handleAuthRequest as GET, handleAuthRequest as POST };
