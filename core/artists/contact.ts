// Contact-detail helpers, free of the form schemas so pages that only show contacts stay light.

/** US phone numbers as "(555) 123-4567"; a leading country code 1 is accepted. */
export function formatUsPhone(input: string): string | null {
  const digits = input.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  if (digits.length !== 10) return null;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The number to dial: "+15551234567". */
export const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, "").slice(-10)}`;

/** Instagram usernames are accepted with or without the @; the link drops it. */
export const instagramHandle = (input: string) => input.trim().replace(/^@+/, "");
export const instagramUrl = (handle: string) => `https://www.instagram.com/${handle}`;
