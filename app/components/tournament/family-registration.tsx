import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { tournamentRegistrationCopy as copy } from "~/content/tournaments";

/** The registration part as the server wrote it (app/server/tournaments/public-pages.server.ts). */
export type Registration = {
  open: boolean;
  closesAt: string | null;
  fee: string | null;
  canWithdraw: boolean;
  signInHref: string | null;
  categories: { id: number; name: string }[];
  students: { id: number; name: string; playerId: number | null; withdrawn: boolean }[] | null;
};

const small = `${buttonClass("primary", "small")} inline-flex min-h-11 items-center rounded-full`;
const outline = `${buttonClass("outline", "small")} inline-flex min-h-11 items-center rounded-full`;

/**
 * A family's registration (docs/decisions/tournaments.md "Public pages"): a visitor gets "Sign in
 * to register your child"; a signed-in family its children, each with a category and "Register"
 * while registration is open, "Withdraw" for a registered child until round 1 is paired. Plain
 * forms: they work before and without JavaScript; the server checks everything again.
 */
export function FamilyRegistration({ registration }: { registration: Registration }) {
  const r = registration;
  return (
    <div className="mt-3 space-y-3 text-stone-800">
      <p>{r.open ? r.closesAt : copy.closed}</p>
      {r.fee ? <p className="font-semibold">{r.fee}</p> : null}
      {r.signInHref ? (
        r.open ? (
          <Link to={r.signInHref} className={small}>
            {copy.signIn}
          </Link>
        ) : null
      ) : r.students && r.students.length === 0 ? (
        <p>
          {copy.noStudents}{" "}
          <Link
            to="/my-classes"
            className="inline-flex min-h-11 items-center text-amber-800 underline"
          >
            {copy.addStudent}
          </Link>
        </p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
          {(r.students ?? []).map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-3 p-4">
              <span className="font-semibold">{s.name}</span>
              {s.playerId !== null ? (
                s.withdrawn ? (
                  <span>{copy.withdrawn}</span>
                ) : (
                  <>
                    <span>{copy.registered}</span>
                    {r.canWithdraw ? (
                      <Form method="post" className="ml-auto">
                        <input type="hidden" name="intent" value="withdraw" />
                        <input type="hidden" name="playerId" value={s.playerId} />
                        <button
                          type="submit"
                          aria-label={copy.withdrawLabel(s.name)}
                          className={outline}
                        >
                          {copy.withdraw}
                        </button>
                      </Form>
                    ) : null}
                  </>
                )
              ) : r.open ? (
                <Form method="post" className="flex w-full flex-wrap items-end gap-3">
                  <input type="hidden" name="intent" value="register" />
                  <input type="hidden" name="studentId" value={s.id} />
                  {r.categories.length > 0 ? (
                    <label className="flex min-w-0 flex-col text-sm">
                      {copy.category(s.name)}
                      <select
                        name="categoryId"
                        required
                        defaultValue=""
                        className="mt-1 min-h-11 rounded-md border border-stone-400 bg-white px-2"
                      >
                        <option value="" disabled>
                          {copy.chooseCategory}
                        </option>
                        {r.categories.map((c) => (
                          <option key={c.id} value={c.id}>
                            {c.name}
                          </option>
                        ))}
                      </select>
                    </label>
                  ) : null}
                  <button type="submit" aria-label={copy.registerLabel(s.name)} className={small}>
                    {copy.register}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
