import { Form } from "react-router";
import { adminButton } from "~/components/admin/collection-list";

/**
 * One action of an admin page's row as a plain form (works without JavaScript): hidden fields
 * naming the row, and a small button whose accessible name says which row (docs/decisions/admin-area.md
 * "For every collection": every control names its item).
 * @param fields the hidden fields (e.g. `{ id: 12 }`)
 * @param intent the button's `intent` value, when the page's action has several
 * @param label the button's words; `ariaLabel` its full name, starting with them
 */
export function AdminRowAction({
  fields = {},
  intent,
  label,
  ariaLabel,
  className,
}: {
  fields?: Record<string, string | number>;
  intent?: string;
  label: string;
  ariaLabel: string;
  className?: string;
}) {
  return (
    <Form method="post" preventScrollReset className={className}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        name={intent === undefined ? undefined : "intent"}
        value={intent}
        aria-label={ariaLabel}
        className={adminButton.small}
      >
        {label}
      </button>
    </Form>
  );
}
