import { type FormEvent, useEffect, useRef } from "react";
import { useFetcher } from "react-router";

/**
 * One line of radio buttons that saves each tap at once with its own fetcher — the class register's
 * marks and a round's results (docs/decisions/attendance.md "Registers", docs/decisions/tournaments.md
 * "Arbiter pages"). A tap while the last one is on its way waits for it (taps stay in order); a tap
 * made before hydration is kept by the radio and saved when the line hydrates.
 * @param saved the value the server has as this screen knows it (null: none); read when a tap is sent
 * @param fields the fields to post for a value and the value it changes from (`was`)
 * @param enabled whether taps are saved (default true)
 * @param onAnswer runs on each answer of the server, before a waiting tap is sent
 * @returns the line's fetcher, the ref for its `<fieldset>` and the fieldset's `onChange`
 */
export function useTapSave<Answer>({
  saved,
  fields,
  enabled = true,
  onAnswer,
}: {
  saved: () => string | null;
  fields: (value: string, was: string) => Record<string, string>;
  enabled?: boolean;
  onAnswer?: (answer: Answer) => void;
}) {
  const fetcher = useFetcher<Answer>();
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const sent = useRef<string | null>(null);
  const queued = useRef<string | null>(null);

  /** Sends one value, unless it is the one already sent and saved. */
  function save(value: string) {
    if (fetcher.state !== "idle") {
      queued.current = value;
      return;
    }
    const was = saved() ?? "";
    if (value === sent.current && value === was) return;
    sent.current = value;
    fetcher.submit(fields(value, was), { method: "post" });
  }

  // A tap before hydration: the radio kept it; save it now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration
  useEffect(() => {
    const checked = fieldset.current?.querySelector<HTMLInputElement>("input:checked");
    if (enabled && checked && checked.value !== (saved() ?? "")) save(checked.value);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: on each answer
  useEffect(() => {
    if (fetcher.data !== undefined) onAnswer?.(fetcher.data as Answer);
  }, [fetcher.data]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: when the line's fetcher is free
  useEffect(() => {
    if (fetcher.state === "idle" && queued.current !== null) {
      const value = queued.current;
      queued.current = null;
      save(value);
    }
  }, [fetcher.state]);

  function onChange(event: FormEvent<HTMLFieldSetElement>) {
    const input = event.target;
    if (input instanceof HTMLInputElement && input.type === "radio") save(input.value);
  }

  return { fetcher, fieldset, onChange };
}
