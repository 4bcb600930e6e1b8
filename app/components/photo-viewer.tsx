import { type PointerEvent, useRef, useState } from "react";
import { Photo } from "~/components/photo";
import { FirstTap } from "~/lib/first-tap";
import { openModal } from "~/lib/open-modal";
import type { PhotoView } from "~/lib/photo";

/**
 * Words of the viewer (docs/decisions/admin-area.md "Gallery": a photo opens large in an accessible
 * viewer).
 */
const copy = {
  open: (alt: string) => `Open photo: ${alt}`,
  close: "Close",
  previous: "Previous photo",
  next: "Next photo",
  position: (n: number, total: number) => `Photo ${n} of ${total}`,
} as const;

/** Horizontal distance, in px, a swipe must cover to change the photo. */
const SWIPE_PX = 50;

/** The viewer dialog's id (one viewer a page): photo links name it for the page's start script. */
const VIEWER_ID = "photo-viewer";

/**
 * The photo the viewer shows when React hydrates it: the one a tap opened before React had
 * hydrated (the start script writes its index to the dialog's `data-index`), else the first.
 * Read from the document on the client's first render only, so the hydrated viewer says what
 * the page already shows.
 */
function initialIndex(count: number): number {
  if (typeof document === "undefined") return 0;
  const index = Number(document.getElementById(VIEWER_ID)?.getAttribute(FirstTap.ViewerShown) ?? 0);
  return Number.isInteger(index) && index >= 0 && index < count ? index : 0;
}

/**
 * A grid of photos, each opening large in a native `<dialog>`: Escape or Close shuts it and focus
 * returns to the photo; the arrow keys, the Previous/Next buttons and a horizontal swipe move
 * through the photos. The first tap opens the viewer at once, also before React has hydrated:
 * each photo link carries what the viewer needs (`data-viewer-*`) and the page's start script
 * fills and opens the server-rendered dialog (docs/decisions/first-paint.md). Without JavaScript
 * each photo is a link to its largest size.
 * @param photos the photos in order
 * @param sizes the grid cells' `sizes` attribute
 * @param priorityFirst true when the grid starts in the first view: its first photo, the page's
 *   largest contentful paint, loads eagerly and first; the others stay lazy
 */
export function PhotoViewer({
  photos,
  sizes,
  priorityFirst = false,
}: {
  photos: PhotoView[];
  sizes: string;
  priorityFirst?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(() => initialIndex(photos.length));
  const swipeStart = useRef<number | null>(null);
  const current = photos[index];
  const go = (step: number) => setIndex((i) => (i + step + photos.length) % photos.length);

  const open = (i: number) => {
    setIndex(i);
    if (dialog.current) openModal(dialog.current);
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
  };

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <a
              href={photo.largestSrc}
              aria-label={copy.open(photo.alt)}
              {...{
                [FirstTap.Viewer]: VIEWER_ID,
                [FirstTap.ViewerIndex]: i,
                [FirstTap.ViewerSrcset]: photo.webpSrcSet,
                [FirstTap.ViewerAlt]: photo.alt,
                [FirstTap.ViewerWidth]: photo.width,
                [FirstTap.ViewerHeight]: photo.height,
                [FirstTap.ViewerPosition]: copy.position(i + 1, photos.length),
              }}
              onClick={(event) => {
                event.preventDefault();
                open(i);
              }}
              className="block overflow-hidden rounded-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-800"
            >
              <Photo
                photo={photo}
                sizes={sizes}
                priority={priorityFirst && i === 0}
                className="aspect-square h-full w-full object-cover transition hover:scale-105 motion-reduce:transition-none"
              />
            </a>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        id={VIEWER_ID}
        aria-label={current ? copy.position(index + 1, photos.length) : undefined}
        onKeyDown={(event) => {
          if (event.key === "ArrowRight") go(1);
          if (event.key === "ArrowLeft") go(-1);
        }}
        className="m-auto max-h-[100dvh] max-w-[100vw] bg-transparent p-0 backdrop:bg-black/85"
      >
        {current ? (
          <div
            className="flex touch-pan-y flex-col items-center gap-3 rounded-xl bg-stone-950 p-4"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
          >
            <figure className="flex flex-col items-center gap-3">
              <img
                src={current.largestSrc}
                srcSet={current.webpSrcSet}
                sizes="100vw"
                loading="lazy"
                alt={current.alt}
                width={current.width}
                height={current.height}
                draggable={false}
                className="h-auto max-h-[80dvh] w-auto max-w-full rounded-lg object-contain"
              />
              <figcaption className="max-w-prose text-center text-white">
                <span {...{ [FirstTap.ViewerCaption]: "" }}>{current.alt}</span>{" "}
                <span {...{ [FirstTap.ViewerPosition]: "" }} className="text-stone-300">
                  {copy.position(index + 1, photos.length)}
                </span>
              </figcaption>
            </figure>
            <div className="flex gap-3">
              {photos.length > 1 ? (
                <button type="button" onClick={() => go(-1)} className={viewerButton}>
                  {copy.previous}
                </button>
              ) : null}
              <form method="dialog">
                <button type="submit" className={viewerButton}>
                  {copy.close}
                </button>
              </form>
              {photos.length > 1 ? (
                <button type="button" onClick={() => go(1)} className={viewerButton}>
                  {copy.next}
                </button>
              ) : null}
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}

const viewerButton =
  "rounded-full bg-white px-4 py-2 font-semibold text-stone-900 hover:bg-amber-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-400";
