import { Link } from "react-router";
import { LogoMark } from "~/components/site-header";
import { SocialIcon, type SocialNetwork } from "~/components/social-icons";
import { unbrokenPhone } from "~/config/site";
import { footerLinks, footerPlainItems, footerTagline } from "~/content/navigation";
import { FirstTap } from "~/lib/first-tap";
import { type PublicSite, useSite } from "~/lib/public-site";

const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400";

/** The five social links of the "Contact Us" block, in the spec's order. */
function socialLinks(site: PublicSite): { network: SocialNetwork; label: string; href: string }[] {
  return [
    { network: "facebook", label: "Facebook", href: site.social.facebook },
    { network: "whatsapp", label: "WhatsApp", href: `https://wa.me/${site.whatsApp}` },
    { network: "instagram", label: "Instagram", href: site.social.instagram },
    { network: "linkedin", label: "LinkedIn", href: site.social.linkedin },
    { network: "youtube", label: "YouTube", href: site.social.youtube },
  ];
}

/**
 * The embedded map of the academy (spec §2 Footer) behind a click-to-load facade: Google Maps
 * loads a lot of third-party script and sets third-party cookies, so the frame is only created
 * when the visitor asks for it. "Show map" is answered by the page's start script
 * (`FirstTap.MapShow`, app/browser/start/map-facade.browser.ts), before React has
 * hydrated and after, so a tap while the page hydrates is not held (docs/decisions/first-paint.md
 * "Taps during hydration"); it puts the frame in the `FirstTap.MapFrame` holder, whose children React never
 * renders. The box has a fixed aspect ratio, so nothing shifts when it loads. Without JS the
 * "Open in Google Maps" link still works.
 */
function MapEmbed({ site }: { site: PublicSite }) {
  return (
    <div>
      <div
        {...{ [FirstTap.Map]: "" }}
        className="relative aspect-[4/3] w-full overflow-hidden rounded-xl border border-stone-700 bg-stone-800"
      >
        <div
          {...{ [FirstTap.MapFrame]: "" }}
          className="absolute inset-0"
          // The start script puts the frame here (before React, and after): React must not own
          // it. A constant empty string: nothing anyone wrote becomes HTML.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant, so React leaves the script's frame alone
          dangerouslySetInnerHTML={{ __html: "" }}
        />
        <svg
          {...{ [FirstTap.MapFacade]: "" }}
          aria-hidden="true"
          focusable="false"
          className="absolute inset-0 h-full w-full"
        >
          <use href="/icons.svg#map-facade" />
        </svg>
        <button
          type="button"
          {...{
            [FirstTap.MapFacade]: "",
            [FirstTap.MapShow]: site.mapEmbedUrl,
            [FirstTap.MapTitle]: `Map of ${site.name} in Coimbatore`,
          }}
          className={`absolute inset-x-4 bottom-4 rounded-full bg-white/95 px-4 py-2 text-sm font-semibold text-stone-900 shadow hover:bg-white ${focusRing}`}
        >
          Show map
        </button>
      </div>
      <a
        href={site.mapLinkUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={`mt-2 inline-block text-sm text-amber-300 underline underline-offset-4 hover:text-amber-200 ${focusRing}`}
      >
        Open in Google Maps<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  );
}

/**
 * Site footer (spec §2 Footer, §9 max width 1200 px): brand and community tagline, address and
 * map, the footer links (Contact goes to /contact, docs/spec-coverage.md "Deliberate deviations"
 * 4), the plain-text items, the Contact Us block with social links opening in a new tab, and the
 * copyright line.
 */
export function SiteFooter() {
  const site = useSite();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-stone-900 text-stone-200">
      <div className="mx-auto grid max-w-[1200px] gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <Link
            to="/"
            className={`inline-flex items-center gap-3 rounded-lg text-white ${focusRing}`}
          >
            <LogoMark className="h-10 w-10" />
            <span className="font-display text-lg font-bold">{site.name}</span>
          </Link>
          <p className="mt-4 text-sm leading-relaxed text-stone-300">{footerTagline}</p>
          <address className="mt-4 text-sm not-italic leading-relaxed text-stone-300">
            <span className="block font-semibold text-white">Our centre</span>
            {site.address.line}
          </address>
        </div>

        <nav aria-labelledby="footer-links-heading">
          <h2 id="footer-links-heading" className="font-display text-lg font-semibold text-white">
            Explore
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm md:grid-cols-1">
            {footerLinks.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className={`rounded text-stone-200 hover:text-amber-300 hover:underline ${focusRing}`}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="font-display text-lg font-semibold text-white">Company</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm text-stone-300 md:grid-cols-1">
            {footerPlainItems.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="font-display text-lg font-semibold text-white">Contact Us</h2>
          <ul className="mt-4 space-y-1 text-sm">
            <li>
              <a
                href={`tel:${site.phone.replace(/\s+/g, "")}`}
                className={`rounded hover:text-amber-300 ${focusRing}`}
              >
                {unbrokenPhone(site.phone)}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${site.email}`}
                className={`rounded hover:text-amber-300 ${focusRing}`}
              >
                {site.email}
              </a>
            </li>
          </ul>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Social media">
            {socialLinks(site).map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${link.label} (opens in a new tab)`}
                  title={link.label}
                  className={`inline-flex h-11 w-11 items-center justify-center rounded-full bg-stone-800 text-stone-100 transition-colors hover:bg-amber-400 hover:text-stone-900 ${focusRing}`}
                >
                  <SocialIcon network={link.network} />
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-6">
            <MapEmbed site={site} />
          </div>
        </div>
      </div>
      <div className="border-t border-stone-800 pb-16 sm:pb-0">
        <p className="mx-auto max-w-[1200px] px-4 py-5 text-center text-sm text-stone-400 sm:px-6">
          © {year} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
