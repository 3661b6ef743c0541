// A leaf shared by the pages and the server: the widths a library photo is served at (server/media.ts makes them,
// app/components/ui/content-image.tsx asks for them), and where a stored photo lives.
export const MEDIA_WIDTHS = [400, 800, 1600] as const;

/** /media/<first 24 hex of its SHA-256>.webp: a photo in the desk's library (the hash is group 1). */
export const LIBRARY_PHOTO = /^\/media\/([0-9a-f]{24})\.webp$/;
