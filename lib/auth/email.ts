/** Emails are compared and stored lower-cased and trimmed, so 'Ana@X.com ' and 'ana@x.com' are one person. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
