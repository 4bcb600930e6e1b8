import { registerCopy as copy } from "~/content/coaching";
import { ATTENDANCE_MARKS, type AttendanceMark } from "~/lib/attendance-kinds";
import { TapLine, TapLinesForm } from "./tap-lines";
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
    <TapLinesForm className="mt-6" save={open && lines.length > 0 ? copy.save : null}>
      {lines.map((line) => (
        <li key={line.studentId}>
          <RegisterLine line={line} open={open} />
        </li>
      ))}
    </TapLinesForm>
  );
}

/** One student: their name as the group's legend, the four marks, and the line's save state. */
function RegisterLine({ line, open }: { line: RegisterLineView; open: boolean }) {
  const { studentId: id } = line;
  const { fetcher, ...tap } = useTapSave<{ error: string | null }>({
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
    <TapLine
      tap={tap}
      legend={line.name}
      title={line.name}
      titleClass="text-lg font-semibold text-stone-900"
      state={state}
      live={open}
      disabled={!open}
      field="mark"
      id={id}
      was={line.mark ?? ""}
      choices={MARKS}
      checked={line.mark}
      columns="grid-cols-4"
      // Its look, and the chosen mark's colours: app/app.css "register-mark".
      choiceClass={(mark) => `register-mark register-mark-${mark}`}
      data={{ "data-register-line": id }}
    />
  );
}
