/**
 * Brand and contact details of the academy, in one place (spec §1, §2 Footer, §2 Contact, §7).
 * Values marked "sample" are placeholders until the academy sends its own.
 * The site's address, phone and learning platform are settings (SITE_URL, WHATSAPP_NUMBER,
 * LEARNING_PLATFORM_URL, app/config/env.server.ts): pages read them from the root loader
 * (`useSite()`, app/lib/public-site.ts), server code from `getPublicSite()`
 * (app/server/site/public-site.server.ts).
 */

/** The defaults of WHATSAPP_NUMBER and LEARNING_PLATFORM_URL (app/config/env.server.ts). */
export const siteDefaults = {
  /** Business phone in international format (sample). Also the WhatsApp enquiry number (spec §7 {phone}). */
  phone: "+91 98765 43210",
  /** External learning platform behind the header Login button (spec §2 {host}). */
  learningPlatformUrl: "https://learn.pawntoking.academy",
} as const;

export const site = {
  /** Brand name shown in titles, header and footer. */
  name: "Pawn to King Chess Academy",
  shortName: "Pawn to King",
  tagline: "A pawn can defeat the king",
  mission: "Make world-class chess coaching accessible to everyone, anywhere.",
  email: "hello@pawntoking.academy",
  address: {
    street: "12 Race Course Road",
    locality: "Coimbatore",
    region: "Tamil Nadu",
    postalCode: "641018",
    country: "IN",
    /** Single-line form for the footer and contact page. */
    line: "12 Race Course Road, Coimbatore, Tamil Nadu 641018, India",
  },
  /** The centre's coordinates (sample), five decimals (about a metre), as search engines ask. */
  geo: { latitude: 11.00052, longitude: 76.97143 },
  /** Google Maps embed (no API key needed) and a link for "open in Maps". */
  mapEmbedUrl:
    "https://www.google.com/maps?q=Race+Course+Road,+Coimbatore,+Tamil+Nadu&output=embed",
  mapLinkUrl: "https://www.google.com/maps/search/?api=1&query=Race+Course+Road+Coimbatore",
  social: {
    facebook: "https://www.facebook.com/pawntokingacademy",
    instagram: "https://www.instagram.com/pawntokingacademy",
    linkedin: "https://www.linkedin.com/company/pawntokingacademy",
    youtube: "https://www.youtube.com/@pawntokingacademy",
  },
} as const;

/** Digits only of the WhatsApp number, as wa.me expects (e.g. "919876543210"). */
export function whatsAppDigits(phone: string): string {
  return phone.replace(/\D/g, "");
}

/**
 * A phone number as shown in a `tel:` link: spaces become no-break spaces and hyphens
 * non-breaking hyphens, so the number never wraps across two lines (html-validate's
 * `tel-non-breaking`, docs/decisions/html-validity.md).
 */
export function unbrokenPhone(phone: string): string {
  return phone.replace(/\s/g, "\u00a0").replace(/-/g, "\u2011");
}
