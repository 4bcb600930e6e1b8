import { useId } from "react";
import { Form, Link } from "react-router";
import { EnquiryItem, inboxButtonClass } from "~/components/admin/enquiry-item";
import { Field, fieldInputClass } from "~/components/form-field";
import { buttonClass } from "~/components/ui/button";
import { adminEnquiriesCopy as copy } from "~/content/admin-enquiries";
import { LEVELS, MODES } from "~/lib/enquiry";
import {
  ENQUIRY_STATUSES,
  type EnquiryFilters,
  type EnquiryInboxResult,
  type EnquiryStatus,
  type EnquiryView,
  filtersQuery,
} from "~/lib/enquiry-inbox";
import { type EnquiryLogSetting, RETENTION_DAYS } from "~/lib/enquiry-log";

/**
 * The admin's enquiry inbox page (docs/decisions/admin-area.md "Enquiry log", "Admin inbox"): the
 * log setting, the counts per status, the filters, the CSV export link and the enquiries with their
 * status and note. Plain forms and links throughout, so it all works without JavaScript.
 */

/** Props of {@link EnquiryInbox}: the loader's data, the inbox path and the last action's result. */
export type EnquiryInboxProps = {
  setting: EnquiryLogSetting;
  filters: EnquiryFilters;
  counts: Record<EnquiryStatus, number>;
  enquiries: EnquiryView[];
  confirmDelete: number | null;
  path: string;
  result?: EnquiryInboxResult;
};

/** The whole inbox page (heading, setting, inbox). */
export function EnquiryInbox(props: EnquiryInboxProps) {
  const { result } = props;
  const formError = result && !result.ok && result.id === undefined ? result.errors.form : "";
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="font-display text-3xl font-bold text-stone-900 sm:text-4xl">{copy.title}</h1>
      <p className="mt-2 max-w-3xl text-stone-800">{copy.intro}</p>
      <p role="status" className="mt-4 min-h-6 font-semibold text-green-800">
        {result?.ok ? result.message : ""}
      </p>
      {formError ? (
        <p role="alert" className="mt-2 rounded-md bg-red-50 px-3 py-2 font-medium text-red-800">
          {formError}
        </p>
      ) : null}
      <SettingForm setting={props.setting} result={result} />
      <Inbox {...props} />
    </div>
  );
}

/** "Keep a copy of enquiries" and the retention period, with Save. */
function SettingForm({
  setting,
  result,
}: {
  setting: EnquiryLogSetting;
  result?: EnquiryInboxResult;
}) {
  const id = useId();
  const refused = result && !result.ok && result.intent === "setting" ? result : undefined;
  return (
    <section
      aria-labelledby={`${id}-h`}
      className="mt-6 rounded-lg border border-stone-300 bg-white p-6 shadow-sm"
    >
      <h2 id={`${id}-h`} className="text-2xl font-semibold">
        {copy.setting.heading}
      </h2>
      {setting.enabled ? null : <p className="mt-2 text-stone-800">{copy.setting.statusOff}</p>}
      <Form method="post" preventScrollReset className="mt-4 grid gap-4 sm:max-w-md">
        <input type="hidden" name="intent" value="setting" />
        <Field
          key={String(setting.enabled)}
          id={`${id}-enabled`}
          label={copy.setting.enabled}
          hint={copy.setting.enabledHint}
          controlClassName="mt-2 h-5 w-5 accent-amber-800"
          type="checkbox"
          name="enabled"
          value="on"
          defaultChecked={setting.enabled}
        />
        <Field
          key={setting.retentionDays}
          id={`${id}-days`}
          label={copy.setting.retentionDays}
          hint={copy.setting.retentionHint}
          error={refused?.errors.retentionDays}
          controlClassName={`${fieldInputClass} max-w-40`}
          type="number"
          name="retentionDays"
          min={RETENTION_DAYS.min}
          max={RETENTION_DAYS.max}
          step={1}
          required
          defaultValue={refused?.values?.retentionDays ?? setting.retentionDays}
        />
        <div>
          <button type="submit" className={inboxButtonClass}>
            {copy.setting.save}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** Counts per status (links that filter), the filter form, Export CSV and the list. */
function Inbox({ filters, counts, enquiries, confirmDelete, path, result }: EnquiryInboxProps) {
  const id = useId();
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const filtered = Boolean(filters.status || filters.mode || filters.level);
  const countLink = (status: EnquiryStatus | undefined, label: string, n: number) => {
    const current = filters.status === status;
    return (
      <Link
        to={`${path}${filtersQuery({ ...filters, status })}`}
        aria-current={current ? "page" : undefined}
        className="inline-block rounded-full border border-stone-300 bg-white px-3 py-1 text-sm font-semibold text-stone-800 hover:bg-amber-50 aria-[current=page]:border-amber-800 aria-[current=page]:bg-amber-800 aria-[current=page]:text-white"
      >
        {label}: {n}
      </Link>
    );
  };
  return (
    <section aria-labelledby={`${id}-h`} className="mt-10">
      <h2 id={`${id}-h`} className="text-2xl font-semibold">
        {copy.inbox.heading}
      </h2>
      <nav aria-label={copy.inbox.counts} className="mt-3">
        <ul className="flex flex-wrap gap-2">
          <li>{countLink(undefined, copy.inbox.all, total)}</li>
          {ENQUIRY_STATUSES.map((s) => (
            <li key={s.value}>{countLink(s.value, s.label, counts[s.value])}</li>
          ))}
        </ul>
      </nav>
      <Form
        method="get"
        action={path}
        aria-label={copy.inbox.filters}
        className="mt-4 flex flex-wrap items-end gap-4 rounded-lg border border-stone-300 bg-white p-4"
      >
        <FilterSelect
          id={`${id}-status`}
          name="status"
          label={copy.inbox.status}
          value={filters.status}
          options={ENQUIRY_STATUSES}
        />
        <FilterSelect
          id={`${id}-mode`}
          name="mode"
          label={copy.inbox.mode}
          value={filters.mode}
          options={MODES}
        />
        <FilterSelect
          id={`${id}-level`}
          name="level"
          label={copy.inbox.level}
          value={filters.level}
          options={LEVELS}
        />
        <button type="submit" className={inboxButtonClass}>
          {copy.inbox.filter}
        </button>
        {filtered ? (
          <Link to={path} className={buttonClass("adminOutline")}>
            {copy.inbox.clear}
          </Link>
        ) : null}
        <a
          href={`${path}.csv${filtersQuery(filters)}`}
          download
          className={buttonClass("adminOutline")}
        >
          {copy.inbox.exportCsv}
        </a>
      </Form>
      <p className="mt-4 text-stone-800">
        {enquiries.length === 0
          ? filtered
            ? copy.inbox.emptyFiltered
            : copy.inbox.empty
          : copy.inbox.shown(enquiries.length, filtered ? enquiries.length : total)}
      </p>
      <ul className="mt-4 grid gap-4">
        {enquiries.map((e) => (
          <EnquiryItem
            key={e.id}
            enquiry={e}
            path={path}
            confirming={confirmDelete === e.id}
            result={result && !result.ok && result.id === e.id ? result : undefined}
          />
        ))}
      </ul>
    </section>
  );
}

/** One filter: "All" or one option; the form's GET sends it as a query parameter. */
function FilterSelect({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <Field as="select" key={value ?? ""} {...{ id, label, name }} defaultValue={value ?? ""}>
      <option value="">{copy.inbox.any}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </Field>
  );
}
