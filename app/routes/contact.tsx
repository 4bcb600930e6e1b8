import type { ReactNode } from "react";
import { BookButton } from "~/components/booking";
import { textLinkClass } from "~/components/ui/link";
import { unbrokenPhone } from "~/config/site";
import { loaderMeta } from "~/lib/loader-meta";
import { useSite } from "~/lib/public-site";
import { pageMeta } from "~/lib/seo";
import { getPublicSite } from "~/server/site/public-site.server";
import type { Route } from "./+types/contact";

/** Serves /contact and /contactUs (two route ids, one module); both declare /contact canonical. */
export function loader(_: Route.LoaderArgs) {
  const site = getPublicSite();
  return {
    meta: pageMeta(site, {
      title: `Contact Us | Chess Classes in Coimbatore & Online | ${site.name}`,
      description: `Call, WhatsApp or email ${site.name}, visit our Coimbatore centre, or book a free demo chess class online from anywhere in India or abroad.`,
      path: "/contact",
    }),
  };
}

export const meta = loaderMeta;

const linkClass = textLinkClass("amber-700");

/** Paths of the small line icons in front of each contact item (24×24 grid). */
const icons = {
  pin: "M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  globe:
    "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm-9-9h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z",
  phone:
    "M5 4h3.5l1.7 4.3-2.2 1.4a11 11 0 0 0 6.3 6.3l1.4-2.2L20 15.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z",
  mail: "M3 6h18v12H3zm0 0 9 7 9-7",
  web: "M4 5h16v14H4zM4 9h16M8 7h.01M11 7h.01",
  chat: "M4 20l1.3-3.9A8 8 0 1 1 8 19z",
};

/** One contact item: icon, title and content. */
function Item({
  icon,
  title,
  children,
}: {
  icon: keyof typeof icons;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <svg
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d={icons[icon]} />
        </svg>
      </span>
      <div>
        <h2 className="font-semibold text-stone-900">{title}</h2>
        <div className="mt-1 text-stone-700">{children}</div>
      </div>
    </li>
  );
}

/**
 * Contact (spec §2 Contact us): heading "Let's Get You Started!", the offline centre address with a
 * map link, online coaching across India and abroad, phone, email, website and WhatsApp chat,
 * and the "Book a Free Demo Class" button that opens the booking modal.
 */
export default function ContactPage() {
  const site = useSite();
  const newTab = <span className="sr-only"> (opens in a new tab)</span>;
  return (
    <section className="mx-auto max-w-[1200px] px-4 py-12 sm:px-6 md:py-16">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="font-display text-4xl font-bold text-stone-900 sm:text-5xl">
          Let's Get You Started!
        </h1>
        <p className="mt-4 text-lg text-stone-700">
          Have a question about classes, levels or timings? Reach us the way that suits you. We
          usually reply within a day.
        </p>
      </div>
      <ul className="mt-10 grid gap-4 md:grid-cols-2">
        <Item icon="pin" title="Offline centre">
          <address className="not-italic">{site.address.line}</address>
          <a href={site.mapLinkUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
            View on Google Maps{newTab}
          </a>
        </Item>
        <Item icon="globe" title="Online coaching">
          Live classes for students across India and abroad, with batches for other time zones.
        </Item>
        <Item icon="phone" title="Phone">
          <a href={`tel:${site.phone.replace(/\s+/g, "")}`} className={linkClass}>
            {unbrokenPhone(site.phone)}
          </a>
        </Item>
        <Item icon="mail" title="Email">
          <a href={`mailto:${site.email}`} className={linkClass}>
            {site.email}
          </a>
        </Item>
        <Item icon="web" title="Website">
          <a href={`${site.url}/`} className={linkClass}>
            {site.url.replace(/^https?:\/\//, "")}
          </a>
        </Item>
        <Item icon="chat" title="WhatsApp">
          <a
            href={`https://wa.me/${site.whatsApp}`}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            Chat with us on WhatsApp{newTab}
          </a>
        </Item>
      </ul>
      <div className="mt-12 text-center">
        <BookButton className="rounded-full bg-amber-700 px-8 py-4 text-lg font-semibold text-white shadow-lg hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900">
          Book a Free Demo Class
        </BookButton>
      </div>
    </section>
  );
}
