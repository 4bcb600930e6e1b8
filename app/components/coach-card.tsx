import { Photo } from "~/components/photo";
import { Picture } from "~/components/picture";
import type { ImageName } from "~/content/image-manifest";
import type { CoachProfile } from "~/lib/coaches";

/**
 * One coach profile of /coaches (spec §3 Coach profile): the uploaded photo, else the built-in
 * portrait, else a placeholder; name, title, FIDE rating, quote, bio and achievements. Sides
 * alternate on md+ by `coach.reverse` (every second profile).
 * @param index the profile's place (for the heading id); @param ratingLabel "FIDE rating"
 */
export function CoachCard({
  coach,
  index,
  ratingLabel,
}: {
  coach: Omit<CoachProfile, "image"> & { image: ImageName | null };
  index: number;
  ratingLabel: string;
}) {
  const headingId = `coach-${index + 1}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid items-center gap-6 md:grid-cols-5 md:gap-10"
      data-reverse={coach.reverse ? "true" : "false"}
    >
      <div className={`md:col-span-2 ${coach.reverse ? "md:order-last" : ""}`}>
        {coach.photo ? (
          <Photo
            photo={{ ...coach.photo, alt: coach.imageAlt }}
            sizes="(min-width: 1200px) 440px, (min-width: 768px) 40vw, 100vw"
            className="aspect-[4/5] w-full rounded-2xl object-cover shadow-lg"
          />
        ) : coach.image ? (
          <Picture
            name={coach.image}
            alt={coach.imageAlt}
            sizes="(min-width: 1200px) 440px, (min-width: 768px) 40vw, 100vw"
            className="aspect-[4/5] w-full rounded-2xl object-cover shadow-lg"
          />
        ) : (
          <div
            data-testid="coach-placeholder"
            aria-hidden="true"
            className="flex aspect-[4/5] w-full items-center justify-center rounded-2xl bg-amber-100 font-display text-8xl text-amber-800 shadow-lg"
          >
            ♞
          </div>
        )}
      </div>
      <div className="md:col-span-3">
        <h3 id={headingId} className="font-display text-2xl font-bold text-stone-900">
          {coach.name}
        </h3>
        <p className="mt-1 font-semibold text-amber-800">{coach.title}</p>
        {coach.fideRating ? (
          <p className="mt-1 text-sm font-semibold text-stone-700">
            {ratingLabel} {coach.fideRating}
          </p>
        ) : null}
        <blockquote className="mt-4 border-l-4 border-amber-500 pl-4 text-lg italic text-stone-700">
          <p>“{coach.quote}”</p>
        </blockquote>
        {coach.bio ? <p className="mt-4 leading-relaxed text-stone-700">{coach.bio}</p> : null}
        {coach.achievements?.length ? (
          <ul className="mt-4 space-y-2">
            {coach.achievements.map((item, i) => (
              <li key={i} className="flex gap-2 text-stone-700">
                <span aria-hidden="true" className="text-amber-700">
                  ♟
                </span>
                {item}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
