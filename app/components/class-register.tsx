import { Form } from "react-router";
import { registerCopy as copy } from "~/content/coaching";
import { ATTENDANCE_MARKS, type AttendanceMark } from "~/lib/attendance-kinds";
import { useTapSave } from "./use-tap-save";

/** One student's line as the register page has it. */
export type RegisterLineView = {
  studentId: number;
  name: string;
  mark: AttendanceMark | null;
  saved: boolean;
};

const MARKS = Object.entries(ATTENDANCE_MARKS) as [AttendanceMark, string][];

/**
 * A session's register (docs/decisions/attendance.md "Registers"): one fieldset per student with
 * Present / Late / Absent / Excused as radio buttons, and Save. Without JavaScript it is a plain
 * form (Save posts every mark with the mark shown before, `was-<id>`). Hydrated, each tap is
 * saved at once by its line's own fetcher; a tap before hydration is found and saved when the line
 * hydrates (the radio keeps the user's choice through hydration).
 * @param lines the register's students, by name
 * @param open whether marks can be set (not cancelled, started today or before)
 */
export function ClassRegister({ lines, open }: { lines: RegisterLineView[]; open: boolean }) {
  return (
    <Form method="post" className="mt-6">
      <ul className="space-y-3">
        {lines.map((line) => (
          <li key={line.studentId}>
            <RegisterLine line={line} open={open} />
          </li>
        ))}
      </ul>
      {open && lines.length > 0 ? (
        <button
          type="submit"
          name="intent"
          value="save"
          className="mt-6 w-full rounded-full bg-amber-700 px-6 py-3 text-lg font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900 sm:w-auto"
        >
          {copy.save}
        </button>
      ) : null}
    </Form>
  );
}

/** One student: their name as the group's legend, the four marks, and the line's save state. */
function RegisterLine({ line, open }: { line: RegisterLineView; open: boolean }) {
  const { studentId: id } = line;
  const { fetcher, fieldset, onChange } = useTapSave<{ error: string | null }>({
    saved: () => line.mark,
    fields: (mark, was) => ({ intent: "mark", [`mark-${id}`]: mark, [`was-${id}`]: was }),
    enabled: open,
  });

  const state =
    fetcher.state !== "idle"
      ? copy.saving
      : fetcher.data?.error
        ? fetcher.data.error
        : fetcher.data
          ? copy.saved
          : line.mark === null
            ? copy.notMarked
            : "";
  return (
    <fieldset
      ref={fieldset}
      disabled={!open}
      data-register-line={id}
      onChange={onChange}
      className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm"
    >
      <legend className="sr-only">{line.name}</legend>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span aria-hidden="true" className="text-lg font-semibold text-stone-900">
          {line.name}
        </span>
        <span role={open ? "status" : undefined} className="text-sm text-stone-700">
          {state}
        </span>
      </div>
      <div className="mt-2 grid grid-cols-4 gap-2">
        {MARKS.map(([mark, label]) => (
          <label key={mark} className="block">
            <input
              type="radio"
              name={`mark-${id}`}
              value={mark}
              defaultChecked={line.mark === mark}
              className="peer sr-only"
            />
            {/* Its look, and the chosen mark's colours: app/app.css "register-mark". */}
            <span className={`register-mark register-mark-${mark}`}>{label}</span>
          </label>
        ))}
      </div>
      <input type="hidden" name={`was-${id}`} value={line.mark ?? ""} />
    </fieldset>
  );
}
