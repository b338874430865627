/** The 'fix your card' page of a plan, by the provider's subscription id (banner, emails, profile). */
export const fixCardPath = (providerId: string) => `/billing/card/${encodeURIComponent(providerId)}`;
