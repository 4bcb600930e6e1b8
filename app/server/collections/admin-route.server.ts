/**
 * The one admin route style (docs/decisions/collection-kit.md "Routes"): every section has its
 * list at /admin/<section>, the empty form at /admin/<section>/new and an item's form at
 * /admin/<section>/:id. The list's action deletes (`intent=delete`) and moves (`intent=move`);
 * the form's action saves. Every answer is a plain form post's: a change answers 303 (so a reload
 * never posts twice) to a page that says "Saved “…”." or "… deleted."; a refusal keeps what was
 * typed and answers 400 (404 for an address that names no item) with the messages by field.
 *
 * The module the routes and sections import; the helpers live by page: admin-section.server.ts
 * (the section, reading a form, the refusal), admin-list.server.ts (the list page),
 * admin-item.server.ts (the item page).
 */

export {
  readPhotoChange,
  saveAdminItem,
} from "~/server/collections/admin-item.server";
export {
  adminListLoader,
  adminListQuery,
  adminNotice,
  changeAdminList,
  redirectOldItemAddress,
} from "~/server/collections/admin-list.server";
export {
  type AdminPost,
  type AdminSection,
  refuse,
} from "~/server/collections/admin-section.server";
