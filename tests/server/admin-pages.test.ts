import { beforeEach, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { adminCollectionSections } from "~/content/admin-nav";
import { publishedFlag, requiredText } from "~/lib/people-fields";
import { defineAdminSection } from "~/server/collections/admin-pages.server";

/**
 * A new admin section is its declaration (docs/decisions/collection-kit.md "Routes: one generic
 * route module per page"): a throwaway section, declared here and nowhere else, gets a working
 * list loader and action (delete, move) and item loader and action (save, refusal, 404) from
 * `defineAdminSection`; the route table gives every declared section its two pages on the
 * generic route modules, and the registry knows every name.
 */

// The admin's guard is the auth tests' (security.test.ts); here the admin is signed in.
vi.mock("~/server/auth/admin.server", () => ({
  readAdminForm: async (request: Request) => ({
    user: { email: "owner@example.test", isAdmin: true },
    form: await request.formData(),
  }),
  requireAdmin: async () => ({ email: "owner@example.test", isAdmin: true }),
}));

type Note = { id: number; title: string; published: boolean; updatedAt: Date; updatedBy: string };

/** An in-memory collection with the kit's calls, in the admin's order. */
function memoryStore() {
  let notes: Note[] = [];
  let next = 1;
  const schema = z.object({
    title: requiredText(80, "Type a title.", "Too long."),
    published: publishedFlag,
  });
  return {
    declaration: { schema },
    reset() {
      notes = [];
      next = 1;
    },
    list: async (_options: { includeDrafts: boolean }) => [...notes],
    get: async (id: number) => notes.find((note) => note.id === id) ?? null,
    create: async (input: Record<string, unknown>, actor: string) => {
      const values = schema.parse(input);
      const note = { id: next++, ...values, updatedAt: new Date(), updatedBy: actor };
      notes.push(note);
      return note;
    },
    update: async (id: number, input: Record<string, unknown>, actor: string) => {
      const note = notes.find((each) => each.id === id);
      if (!note) return null;
      Object.assign(note, schema.parse(input), { updatedAt: new Date(), updatedBy: actor });
      return note;
    },
    remove: async (id: number) => {
      const before = notes.length;
      notes = notes.filter((note) => note.id !== id);
      return notes.length < before;
    },
    move: async (id: number, direction: "up" | "down") => {
      const at = notes.findIndex((note) => note.id === id);
      const to = direction === "up" ? at - 1 : at + 1;
      if (at < 0 || to < 0 || to >= notes.length) return false;
      [notes[at], notes[to]] = [notes[to] as Note, notes[at] as Note];
      return true;
    },
  };
}

const store = memoryStore();
const copy = {
  path: "/admin/notes",
  title: "Notes",
  heading: "Notes",
  intro: "Short notes.",
  add: "Add a note",
  deleted: "Note deleted.",
};

/** The whole section: its declaration, as a new section's module would have it. */
const notesAdmin = defineAdminSection({
  copy,
  store,
  list: { row: (note) => ({ name: note.title, lines: [{ text: `#${note.id}` }] }), ordered: true },
  item: {
    heading: (note) => (note ? `Edit ${note.title}` : "Add a note"),
    values: (note) => ({ title: note.title, published: note.published ? "on" : "" }),
    view: "fields",
    fields: [{ name: "title", label: "Title", required: true }],
  },
});

const at = (path: string) => `http://127.0.0.1${path}`;
const post = (path: string, fields: Record<string, string>) =>
  new Request(at(path), {
    method: "POST",
    headers: { origin: "http://127.0.0.1" },
    body: new URLSearchParams(fields),
  });
const location = (answer: unknown) => (answer as Response).headers.get("Location");

describe("a section declared with defineAdminSection", () => {
  beforeEach(() => store.reset());

  it("saves from the item page, refuses with what was typed, and says so on the list", async () => {
    const { pages } = notesAdmin;
    const empty = await pages.itemLoader(new Request(at("/admin/notes/new")), "new");
    expect(empty.data).toMatchObject({
      missing: false,
      id: null,
      heading: "Add a note",
      values: { published: "on" },
      view: "fields",
      page: { path: "/admin/notes", fields: [{ name: "title", label: "Title" }] },
      meta: { title: "Add a note", description: "Short notes.", path: "/admin/notes/new" },
    });

    const refused = await pages.itemAction(post("/admin/notes/new", { title: " " }), "new");
    expect(refused).toMatchObject({
      data: {
        ok: false,
        errors: { title: "Type a title.", form: "Please correct the fields marked below." },
      },
      init: { status: 400 },
    });

    const saved = await pages.itemAction(post("/admin/notes/new", { title: "Openings" }), "new");
    expect((saved as Response).status).toBe(303);
    expect(location(saved)).toBe("/admin/notes?saved=1&created=1");
    await pages.itemAction(post("/admin/notes/new", { title: "Endgames" }), "new");

    const list = await pages.listLoader(new Request(at("/admin/notes?saved=1&created=1")));
    expect(list.notice).toBe("Saved “Openings”.");
    expect(list.page).toMatchObject({ heading: "Notes", add: "Add a note", ordered: true });
    expect(list.rows.map((row) => [row.name, row.published, row.updatedBy])).toEqual([
      ["Openings", false, "owner@example.test"],
      ["Endgames", false, "owner@example.test"],
    ]);

    const edit = await pages.itemLoader(new Request(at("/admin/notes/1")), "1");
    expect(edit.data).toMatchObject({
      id: 1,
      heading: "Edit Openings",
      values: { title: "Openings" },
    });
  });

  it("moves and deletes from the list; an address that names no item answers 404", async () => {
    const { pages } = notesAdmin;
    for (const title of ["A", "B"]) {
      await pages.itemAction(post("/admin/notes/new", { title }), "new");
    }
    const moved = await pages.listAction(
      post("/admin/notes", { intent: "move", id: "2", direction: "up" }),
    );
    expect(location(moved)).toBe("/admin/notes");
    expect((await store.list({ includeDrafts: true })).map((note) => note.title)).toEqual([
      "B",
      "A",
    ]);

    const deleted = await pages.listAction(post("/admin/notes", { intent: "delete", id: "1" }));
    expect(location(deleted)).toBe("/admin/notes?deleted=1");
    expect((await pages.listLoader(new Request(at("/admin/notes?deleted=1")))).notice).toBe(
      "Note deleted.",
    );

    for (const param of ["1", "abc"]) {
      const missing = await pages.itemLoader(new Request(at(`/admin/notes/${param}`)), param);
      expect(missing).toMatchObject({
        data: { missing: true, heading: "Notes" },
        init: { status: 404 },
      });
      const save = await pages.itemAction(post(`/admin/notes/${param}`, { title: "X" }), param);
      expect(save).toMatchObject({ init: { status: 404 } });
    }
  });
});

describe("the route table and the registry", () => {
  it("give every declared section its list and item page on the generic route modules", async () => {
    const routes = (await import("~/routes")).default;
    const flat = (list: typeof routes): typeof routes =>
      list.flatMap((each) => [each, ...flat(each.children ?? [])]);
    const all = flat(routes);
    const { adminSections } = await import("~/server/collections/sections.server");
    for (const name of adminCollectionSections) {
      expect(all.find((each) => each.path === `admin/${name}`)?.file).toBe(
        "routes/admin/collection-list.tsx",
      );
      expect(all.find((each) => each.path === `admin/${name}/:id`)?.file).toBe(
        "routes/admin/collection-item.tsx",
      );
      expect(adminSections[name].path).toBe(`/admin/${name}`);
    }
    expect(Object.keys(adminSections).sort()).toEqual([...adminCollectionSections].sort());
  });

  it("find a page's section by its route pattern, and no section for another", async () => {
    const { adminSections, adminSectionOf } = await import("~/server/collections/sections.server");
    for (const name of adminCollectionSections) {
      for (const pattern of [`admin/${name}`, `/admin/${name}/:id`]) {
        expect(adminSectionOf(pattern)).toBe(adminSections[name]);
      }
    }
    for (const pattern of ["admin/enquiries", "/admin/notes/:id"]) {
      const thrown = (() => {
        try {
          return adminSectionOf(pattern);
        } catch (error) {
          return error;
        }
      })();
      expect(thrown).toMatchObject({ init: { status: 404 } });
    }
  });
});
