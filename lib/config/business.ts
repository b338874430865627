import { site } from "./site";

/**
 * The business behind the service, as receipts name it: one source of truth.
 * `address` and `taxId` are printed only when set (they are the company's registration details).
 */
export const business = {
  legalName: site.name,
  address: [] as readonly string[],
  taxId: null as string | null,
  email: site.supportEmail,
} as const;

/** The lines that identify us: name, address, tax id, contact email. */
export function businessLines(taxIdLabel: (taxId: string) => string): string[] {
  return [
    business.legalName,
    ...business.address,
    ...(business.taxId ? [taxIdLabel(business.taxId)] : []),
    business.email,
  ];
}
