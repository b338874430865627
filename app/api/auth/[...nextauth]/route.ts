import { authRoute } from "@/lib/auth/auth-route";
import { authOptions } from "@/lib/auth/next-auth";

/** next-auth, with our rate limit and error contract around it (lib/auth/auth-route.ts). */
const handler = authRoute(authOptions);

export { handler as GET, handler as POST };
