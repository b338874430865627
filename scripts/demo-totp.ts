// `npm run demo:totp`: the demo admin's current authenticator code (admins sign in with two
// factors). The demo secret is public and only ever seeded outside production; add it to an
// authenticator app instead with the key printed below.
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_TOTP_SECRET } from "@/lib/auth/two-factor/demo-secret";
import { formatManualKey, stepAt, totpCodeAt } from "@/lib/auth/two-factor/totp";
import { twoFactor } from "@/lib/auth/two-factor/config";

const now = new Date();
const secondsLeft = twoFactor.periodSeconds - (Math.floor(now.getTime() / 1000) % twoFactor.periodSeconds);
console.log(
  `${DEMO_ADMIN_EMAIL}: ${totpCodeAt(DEMO_ADMIN_TOTP_SECRET, stepAt(now))} (valid ${secondsLeft} s more)`,
);
console.log(`Authenticator key: ${formatManualKey(DEMO_ADMIN_TOTP_SECRET)}`);
