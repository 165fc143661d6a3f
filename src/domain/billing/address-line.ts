/** The parts of a postal address, as quotations store them (billing/shipping). */
export interface AddressParts {
  street?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  pincode?: string | null;
}

/**
 * One line of an address in the spec's order: street, city, state, country, pincode; '-' when
 * nothing is filled in. The order is explicit because a stored JSON object's key
 * order is not (PostgreSQL's jsonb sorts keys).
 */
export function addressLine(address: AddressParts | null | undefined): string {
  const parts = [address?.street, address?.city, address?.state, address?.country, address?.pincode]
    .map((p) => p?.trim())
    .filter(Boolean);
  return parts.length ? parts.join(', ') : '-';
}
