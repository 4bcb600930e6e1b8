import { Link } from "react-router";
import { Photo } from "~/components/photo";
import { galleryAlbumsCopy } from "~/content/gallery";
import { type AlbumSummary, formatAlbumDate } from "~/lib/album-view";

/**
 * An album's card (docs/decisions/admin-area.md "Gallery"): its cover (the first photo, or a plain
 * tile), title, date and photo count, linking to /gallery/:album. Used by the gallery page and by
 * an event's page ("Photos"); the title is an h3, under the page's h2 section.
 * @param album the album as the public pages list it
 */
export function AlbumCard({ album }: { album: AlbumSummary }) {
  return (
    <Link
      to={`/gallery/${album.slug}`}
      className="group block overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-800"
    >
      {album.cover ? (
        <Photo
          photo={album.cover}
          sizes="(min-width: 1024px) 368px, (min-width: 640px) 47vw, 100vw"
          className="aspect-[4/3] w-full object-cover"
        />
      ) : (
        <div aria-hidden="true" className="aspect-[4/3] w-full bg-amber-50" />
      )}
      <div className="p-4">
        <h3 className="text-lg font-bold text-stone-900 group-hover:underline">{album.title}</h3>
        <p className="text-sm text-stone-700">
          {formatAlbumDate(album.takenOn)} · {galleryAlbumsCopy.photoCount(album.photoCount)}
        </p>
      </div>
    </Link>
  );
}

/**
 * Album cards in a list (the gallery's "Albums", an event's "Photos").
 * @param albums the albums, in the order shown
 * @param className the list's layout (grid columns)
 */
export function AlbumCards({ albums, className }: { albums: AlbumSummary[]; className: string }) {
  return (
    <ul className={className}>
      {albums.map((album) => (
        <li key={album.id}>
          <AlbumCard album={album} />
        </li>
      ))}
    </ul>
  );
}
