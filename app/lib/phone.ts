/**
 * Phone numbers a visitor typed, as links for the academy (the admin's inbox, a batch's seat
 * requests). Its own module, apart from app/lib/whatsapp.ts, so that only the admin's JavaScript
 * carries it: whatsapp.ts is in every page's (docs/decisions/js-budget.md).
 */

/** The country code a number without one is read in: India's, where the academy is (spec §1). */
const HOME_COUNTRY_CODE = "91";

/**
 * The international digits WhatsApp wants for a number a visitor typed (wa.me/<digits>), read as
 * {@link phoneLinks} reads it: "+" or "00" starts an international number; a 10-digit number, or
 * 11 digits starting with 0, is an Indian one.
 * @returns the digits ("919876543210"), or null when the text is not a phone number or its country
 *   is not known
 */
export function whatsAppNumber(typed: string): string | null {
  return phoneParts(typed)?.whatsApp ?? null;
}

function phoneParts(
  typed: string,
): { digits: string; international: boolean; whatsApp: string | null } | null {
  const text = typed.trim();
  if (!/^(\+|00)?[\d\s().-]+$/.test(text)) return null;
  const international = /^(\+|00)/.test(text);
  let digits = text.replace(/\D/g, "");
  if (text.startsWith("00")) digits = digits.slice(2);
  if (digits.length < 6 || digits.length > 15) return null;
  let whatsApp: string | null = null;
  if (international) whatsApp = digits;
  else if (digits.length === 10 && !digits.startsWith("0"))
    whatsApp = `${HOME_COUNTRY_CODE}${digits}`;
  else if (digits.length === 11 && digits.startsWith("0"))
    whatsApp = `${HOME_COUNTRY_CODE}${digits.slice(1)}`;
  else if (digits.length === 12 && digits.startsWith(HOME_COUNTRY_CODE)) whatsApp = digits;
  return { digits, international, whatsApp };
}

/**
 * The links that call or message a phone number a visitor typed (the admin's inbox). The
 * number has no format rule (spec §5), so it is read leniently: "+" or "00" starts an
 * international number; otherwise a 10-digit number, or 11 digits starting with 0, is an Indian
 * one. Spaces, hyphens, dots and brackets are dropped.
 * @param typed the contact number as typed, e.g. "+91 98765 43210" or "098765-43210"
 * @returns `tel` (a tel: URI, digits with "+" for an international number) and `whatsApp` (a
 *   wa.me link with the international digits, or null when the country is not known), or null
 *   when the text does not read as a phone number (letters, or fewer than 6 or more than 15
 *   digits)
 * @example phoneLinks("98765 43210") → { tel: "tel:9876543210", whatsApp: "https://wa.me/919876543210" }
 */
export function phoneLinks(typed: string): { tel: string; whatsApp: string | null } | null {
  const parts = phoneParts(typed);
  if (!parts) return null;
  return {
    tel: `tel:${parts.international ? "+" : ""}${parts.digits}`,
    whatsApp: parts.whatsApp ? `https://wa.me/${parts.whatsApp}` : null,
  };
}
