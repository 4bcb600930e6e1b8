import type { ReactNode } from "react";

/**
 * A page's section named by its own h2 (`aria-labelledby`), as the signed-in and admin pages set
 * their parts apart (the fee pages, docs/decisions/fees.md).
 * @param id the heading's id, unique on the page
 * @param title the h2's words
 * @param className the section's classes (spacing; default "mt-8")
 */
export function TitledSection({
  id,
  title,
  className = "mt-8",
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
