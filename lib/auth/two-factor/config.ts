/** Two-factor constants, one source of truth for the server, the forms and the tests. */
export const twoFactor = {
  /** The name authenticator apps show next to the account. */
  issuer: "Latitud",
  /** RFC 6238 defaults, the only parameters every authenticator app supports. */
  digits: 6,
  periodSeconds: 30,
  algorithm: "SHA1",
  /** Accepted clock drift, in steps either side of the server's current step. */
  driftSteps: 1,
  secretBytes: 20,
  recoveryCodeCount: 10,
  /** A login waiting for its second factor. */
  challengeMinutes: 5,
  maxCodeAttempts: 5,
} as const;

/** What admin pages, actions and routes answer while an admin has no second factor. */
export const TWO_FACTOR_REQUIRED_FOR_ADMINS = "Two-factor authentication is required for admins.";

/** Where the profile's two-factor section is. */
export const TWO_FACTOR_SETUP_PATH = "/profile#two-factor";
