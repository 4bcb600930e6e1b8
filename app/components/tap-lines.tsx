import type { FormEvent, ReactNode, RefObject } from "react";
import { Form } from "react-router";

/**
 * The look of a page of lines saved on each tap (the class register, a round's results;
 * app/components/use-tap-save.ts does the saving; docs/decisions/attendance.md "Registers").
 */

/**
 * The form around the lines: without JavaScript, Save posts every line at once.
 * @param save the Save button's words (null: no button, e.g. nothing can be changed)
 * @param children the lines, each an `<li>`
 */
export function TapLinesForm({
  className,
  save,
  children,
}: {
  className: string;
  save: string | null;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={className}>
      <ul className="space-y-3">{children}</ul>
      {save ? (
        <button
          type="submit"
          name="intent"
          value="save"
          className="mt-6 w-full rounded-full bg-amber-700 px-6 py-3 text-lg font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900 sm:w-auto"
        >
          {save}
        </button>
      ) : null}
    </Form>
  );
}

/**
 * One line: a fieldset named by its legend, its visible title (hidden from screen readers: the
 * legend says it) with the save state, its choices as large radio buttons, and the value shown
 * before (`was-…`) for the no-JavaScript post.
 * @param tap the fieldset's ref and change handler from `useTapSave`
 * @param field and @param id name the radios (`field-id`) and the value shown before (`was-id`)
 * @param was the value shown before ("" none)
 * @param choices the [value, words] choices; @param checked the chosen one
 * @param choiceClass a choice's look, by its value
 * @param live whether the state is announced (role "status")
 * @param data the fieldset's data attributes (the tests find lines by them)
 */
export function TapLine({
  tap,
  legend,
  title,
  titleClass,
  state,
  live,
  disabled,
  field,
  id,
  was,
  choices,
  checked,
  columns,
  choiceClass,
  data,
}: {
  tap: {
    fieldset: RefObject<HTMLFieldSetElement | null>;
    onChange: (event: FormEvent<HTMLFieldSetElement>) => void;
  };
  legend: string;
  title: ReactNode;
  titleClass: string;
  state: string;
  live: boolean;
  disabled?: boolean;
  field: string;
  id: number;
  was: string;
  choices: [string, string][];
  checked: string | null;
  columns: string;
  choiceClass: (value: string) => string;
  data: Record<`data-${string}`, string | number>;
}) {
  return (
    <fieldset
      ref={tap.fieldset}
      disabled={disabled}
      {...data}
      onChange={tap.onChange}
      className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm"
    >
      <legend className="sr-only">{legend}</legend>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span aria-hidden="true" className={titleClass}>
          {title}
        </span>
        <span role={live ? "status" : undefined} className="text-sm text-stone-700">
          {state}
        </span>
      </div>
      <div className={`mt-2 grid ${columns} gap-2`}>
        {choices.map(([value, label]) => (
          <label key={value} className="block">
            <input
              type="radio"
              name={`${field}-${id}`}
              value={value}
              defaultChecked={checked === value}
              className="peer sr-only"
            />
            <span className={choiceClass(value)}>{label}</span>
          </label>
        ))}
      </div>
      <input type="hidden" name={`was-${id}`} value={was} />
    </fieldset>
  );
}
