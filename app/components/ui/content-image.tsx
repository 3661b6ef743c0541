import type { ImgHTMLAttributes } from "react";
import { LIBRARY_PHOTO, MEDIA_WIDTHS } from "../../../shared/media";

/**
 * An image the content names. The site's own drawings (SVG) are one file at any size; a photo from the desk's library
 * comes at the widths pages use, as AVIF where the browser takes it and WebP otherwise, so a phone never loads the
 * 1600-pixel original for a card. `sizes` says how wide the page shows it. The <picture> takes no box of its own.
 */
export function ContentImage({ src, sizes, ...img }: ImgHTMLAttributes<HTMLImageElement> & { src: string; sizes: string }) {
  const photo = LIBRARY_PHOTO.exec(src)?.[1];
  // eslint-disable-next-line jsx-a11y/alt-text -- every caller gives its alt (empty where the image is decoration)
  if (!photo) return <img src={src} {...img} />;
  const set = (ext: string) => MEDIA_WIDTHS.map((w) => `/media/${photo}-${w}.${ext} ${w}w`).join(", ");
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={set("avif")} sizes={sizes} />
      {/* eslint-disable-next-line jsx-a11y/alt-text -- as above */}
      <img src={src} srcSet={set("webp")} sizes={sizes} {...img} />
    </picture>
  );
}
