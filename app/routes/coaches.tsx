import { BookButton } from "~/components/booking";
import { CoachCard } from "~/components/coach-card";
import { Picture } from "~/components/picture";
import { Reveal } from "~/components/reveal";
import {
  coachesGallery,
  coachesIntro,
  coachesJoin,
  coachesLookingFor,
  coachesMeet,
  coachesOffer,
  coachesPromise,
  LOOKING_FOR_ID,
} from "~/content/coaches";
import { galleryImages } from "~/content/gallery";
import { type ImageName, imageManifest } from "~/content/image-manifest";
import { loaderMeta } from "~/lib/loader-meta";
import { pageMeta } from "~/lib/seo";
import { coaches as coachStore, toCoachProfiles } from "~/server/collections/coaches.server";
import { photoViews } from "~/server/photos/photo-store.server";
import { getPublicSite } from "~/server/site/public-site.server";
import type { Route } from "./+types/coaches";

/**
 * The published coach profiles from the database (migration 0004; sides alternate by place), the
 * page's copy from app/content/coaches.ts (gallery with its alt texts, recruitment lists) and its
 * meta tags, as data so that they stay out of the page's JavaScript (docs/decisions/js-budget.md).
 * A portrait name the image pipeline no longer makes shows as no portrait rather than failing the
 * page.
 */
export async function loader(_: Route.LoaderArgs) {
  const site = getPublicSite();
  const meta = pageMeta(site, {
    title: `Our Coaches | Certified Chess Trainers | ${site.name}`,
    description:
      "Meet our FIDE-rated chess coaches in Coimbatore and online: patient, certified trainers who teach children and adults from first moves to rated tournaments.",
    path: "/coaches",
  });
  const gallery = {
    ...coachesGallery,
    images: coachesGallery.images.map((name) => ({
      name,
      alt: galleryImages.find((image) => image.name === name)?.alt ?? "",
    })),
  };
  const rows = await coachStore.list();
  const photos = await photoViews(rows.map((row) => row.photoId));
  const coaches = toCoachProfiles(rows, photos).map((coach) => ({
    ...coach,
    image: coach.image && coach.image in imageManifest ? (coach.image as ImageName) : null,
  }));
  return {
    coachesIntro,
    coachesPromise,
    coachesMeet,
    coaches,
    coachesGallery: gallery,
    coachesLookingFor,
    coachesOffer,
    coachesJoin,
    meta,
  };
}

/** Title exactly as the spec words it (spec §2 Our Coaches), with a description about FIDE-rated coaches. */
export const meta = loaderMeta;

/** A checklist of short points used by the two recruitment sections. */
function PointList({ points }: { points: string[] }) {
  return (
    <ul className="mt-6 space-y-3">
      {points.map((point) => (
        <li key={point} className="flex gap-3 text-stone-800">
          <svg
            viewBox="0 0 20 20"
            className="mt-0.5 h-5 w-5 shrink-0 text-amber-700"
            fill="currentColor"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M8.2 14.6 3.9 10.3l1.4-1.4 2.9 2.9 6.5-6.5 1.4 1.4z" />
          </svg>
          <span>{point}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Our Coaches (spec §2): intro, promise strip, the coach profiles alternating sides, the
 * "Representing the Academy Across the Board" gallery (three per row on md+), the two
 * recruitment lists that fade and slide in, and "Join Us" with the Book A Demo button.
 */
export default function CoachesPage({ loaderData }: Route.ComponentProps) {
  const {
    coachesIntro,
    coachesPromise,
    coachesMeet,
    coaches,
    coachesGallery,
    coachesLookingFor,
    coachesOffer,
    coachesJoin,
  } = loaderData;
  return (
    <>
      <section className="mx-auto grid max-w-[1200px] items-center gap-8 px-4 py-12 sm:px-6 md:grid-cols-2 md:py-16">
        <div>
          <h1 className="font-display text-4xl font-bold text-stone-900 sm:text-5xl">
            {coachesIntro.heading}
          </h1>
          {coachesIntro.paragraphs.map((text) => (
            <p key={text} className="mt-4 text-lg leading-relaxed text-stone-700">
              {text}
            </p>
          ))}
        </div>
        <Picture
          name="coaches-intro"
          alt={coachesIntro.imageAlt}
          sizes="(min-width: 1200px) 570px, (min-width: 768px) 50vw, 100vw"
          priority
          className="aspect-[4/3] w-full rounded-2xl object-cover shadow-xl"
        />
      </section>

      <section aria-labelledby="promise-heading" className="bg-stone-900 text-white">
        <div className="mx-auto max-w-[1200px] px-4 py-10 sm:px-6">
          <h2 id="promise-heading" className="text-center font-display text-2xl font-bold">
            {coachesPromise.heading}
          </h2>
          <dl className="mt-6 grid grid-cols-2 gap-6 text-center md:grid-cols-4">
            {coachesPromise.items.map((item) => (
              <div key={item.label} className="flex flex-col-reverse">
                <dt className="text-sm uppercase tracking-wide text-stone-300">{item.label}</dt>
                <dd className="font-display text-4xl font-bold text-amber-300">{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="meet-heading" className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6">
        <h2
          id="meet-heading"
          className="text-center font-display text-3xl font-bold text-stone-900 sm:text-4xl"
        >
          {coachesMeet.heading}
        </h2>
        {coaches.length === 0 ? (
          <p className="mt-6 text-center text-stone-700">{coachesMeet.empty}</p>
        ) : (
          <div className="mt-12 space-y-16">
            {coaches.map((coach, index) => (
              <CoachCard
                key={coach.id}
                coach={coach}
                index={index}
                ratingLabel={coachesMeet.fideRating}
              />
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="representing-heading" className="bg-amber-50">
        <div className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6">
          <h2
            id="representing-heading"
            className="text-center font-display text-3xl font-bold text-stone-900"
          >
            {coachesGallery.heading}
          </h2>
          <p className="mt-3 text-center text-stone-700">{coachesGallery.intro}</p>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 md:grid-cols-3">
            {coachesGallery.images.map((image) => (
              <li key={image.name}>
                <Picture
                  name={image.name}
                  alt={image.alt}
                  sizes="(min-width: 1200px) 380px, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw"
                  className="aspect-square w-full rounded-xl object-cover shadow"
                />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="mx-auto grid max-w-[1200px] gap-8 px-4 py-16 sm:px-6 lg:grid-cols-2">
        <Reveal
          id={LOOKING_FOR_ID}
          aria-labelledby="looking-for-heading"
          className="scroll-mt-24 rounded-2xl border border-stone-200 bg-white p-8 shadow-sm"
        >
          <h2 id="looking-for-heading" className="font-display text-3xl font-bold text-stone-900">
            {coachesLookingFor.heading}
          </h2>
          <p className="mt-3 text-stone-700">{coachesLookingFor.intro}</p>
          <PointList points={coachesLookingFor.points} />
        </Reveal>
        <Reveal
          slow
          aria-labelledby="offer-heading"
          className="rounded-2xl border border-stone-200 bg-white p-8 shadow-sm"
        >
          <h2 id="offer-heading" className="font-display text-3xl font-bold text-stone-900">
            {coachesOffer.heading}
          </h2>
          <PointList points={coachesOffer.points} />
        </Reveal>
      </div>

      <section aria-labelledby="join-heading" className="px-4 pb-8 sm:px-6">
        <div className="mx-auto max-w-3xl rounded-3xl bg-stone-900 px-6 py-12 text-center text-white">
          <h2 id="join-heading" className="font-display text-3xl font-bold">
            {coachesJoin.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-stone-200">{coachesJoin.text}</p>
          <BookButton className="mt-8 rounded-full bg-amber-400 px-8 py-3 font-semibold text-stone-900 hover:bg-amber-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300">
            {coachesJoin.button}
          </BookButton>
        </div>
      </section>
    </>
  );
}
