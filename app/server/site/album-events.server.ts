import { and, desc, eq } from "drizzle-orm";
import { eventPath } from "~/lib/event-view";
import { toKolkataIso } from "~/lib/events";
import type { AlbumEventChoice, AlbumEventLink } from "~/lib/gallery";
import { type Db, getDb } from "~/server/db/db.server";
import { event } from "~/server/schema";

/**
 * The events side of gallery albums (docs/decisions/admin-area.md "Gallery": albums have an
 * optional event): the admin's choice of events, and the published event an album page links to.
 * The albums of one event are `listEventAlbums` in gallery.server.ts.
 */

const choiceColumns = {
  id: event.id,
  title: event.title,
  startsAt: event.startsAt,
  published: event.published,
};

/**
 * Every event (drafts too), latest start first, for the album form's "Event (optional)" select.
 * @returns id, title, start day (YYYY-MM-DD, India time) and whether it is published
 */
export async function listAlbumEventChoices(db?: Db): Promise<AlbumEventChoice[]> {
  const conn = db ?? (await getDb());
  const rows = await conn
    .select(choiceColumns)
    .from(event)
    .orderBy(desc(event.startsAt), desc(event.id));
  return rows.map(({ startsAt, ...row }) => ({
    ...row,
    startsOn: toKolkataIso(startsAt).slice(0, 10),
  }));
}

/**
 * The event an album links to, when there is one and it is published (a draft event stays
 * hidden from visitors).
 * @param eventId the album's event id, or null
 * @returns the event's title and path, or null
 */
export async function getAlbumEventLink(
  eventId: number | null,
  db?: Db,
): Promise<AlbumEventLink | null> {
  if (eventId === null) return null;
  const conn = db ?? (await getDb());
  const [row] = await conn
    .select({ title: event.title, slug: event.slug })
    .from(event)
    .where(and(eq(event.id, eventId), eq(event.published, true)));
  return row ? { title: row.title, path: eventPath(row.slug) } : null;
}
