import { useId } from "react";
import { EnquiryForm } from "~/components/enquiry-form";
import { getInTouchCopy } from "~/content/booking";

/**
 * The About page's inline "Get in Touch" enquiry form (spec §2 About, §5): heading, a short
 * intro and the five fields, sharing the enquiry state and rules with the Book Now dialog; its
 * selects start on Online / Beginner. Its own module, so that only the About page's JavaScript
 * carries it (docs/decisions/js-budget.md).
 */
export function GetInTouchForm({ className = "" }: { className?: string }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8 ${className}`}
    >
      <h2 id={headingId} className="font-display text-3xl font-bold text-stone-900">
        {getInTouchCopy.title}
      </h2>
      <p className="mt-2 text-stone-700">{getInTouchCopy.intro}</p>
      <EnquiryForm variant="inline" aria-labelledby={headingId} className="mt-6" />
    </section>
  );
}
