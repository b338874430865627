import { randomBytes } from "node:crypto";

/** Opaque identifiers in the provider's style: a type prefix and random hex. */
export const randomId = (prefix: string, bytes = 12) => `${prefix}_${randomBytes(bytes).toString("hex")}`;

/** A six-character bank authorization code. */
export const authorizationCode = () => randomBytes(3).toString("hex").toUpperCase();
