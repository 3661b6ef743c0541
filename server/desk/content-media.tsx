// The desk's media library (/desk/content/media): pictures uploaded for the website's content, checked and encoded
// again by server/media.ts, kept in the store for every instance, shown with where the content uses them; one in use
// is not removed (docs/decisions/0037-media.md).
import Busboy from "busboy";
import type { Request, RequestHandler, Response } from "express";
import { createElement, type ReactNode } from "react";
import { MEDIA_MAX_BYTES, processImage } from "../media";
import type { ContentFiles, MediaInfo } from "../store/content-types";
import { roleAtLeast } from "../store/desk-types";
import { entryUrl } from "./content-edit";
import { entryOfFile } from "./content-form";
import type { ContentScreenDeps } from "./content-publish";
import { Csrf, DataTable, Notice, count, doneText, when } from "./views";

export const MEDIA = "/desk/content/media";

/** A multipart post's fields and its one file, within the upload's limits; 413 past them. */
function multipart(): RequestHandler {
  return (req, res, next) => {
    if (!req.is("multipart/form-data")) return next();
    let busboy: Busboy.Busboy;
    try {
      busboy = Busboy({ headers: req.headers, limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });
    } catch {
      return void res.status(400).type("text").send("That upload could not be read.");
    }
    const fields: Record<string, string> = {};
    const chunks: Buffer[] = [];
    let name = "";
    let tooLarge = false;
    busboy.on("field", (key, value) => (fields[key] = value));
    busboy.on("file", (_field, stream, info) => {
      name = (info.filename ?? "").slice(0, 200);
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => (tooLarge = true));
    });
    busboy.on("error", () => void (res.headersSent || res.status(400).type("text").send("That upload could not be read.")));
    busboy.on("close", () => {
      req.body = { ...fields, upload: { name, bytes: Buffer.concat(chunks), tooLarge } };
      next();
    });
    req.pipe(busboy);
  };
}

interface Upload {
  name: string;
  bytes: Buffer;
  tooLarge: boolean;
}

/** The content files that name `path`. */
const usesOf = (files: ContentFiles, path: string) => Object.keys(files).filter((file) => files[file]!.includes(path));

export function registerMediaLibrary(deps: ContentScreenDeps): void {
  const { send, chromeOf, signedIn } = deps;

  async function page(req: Request, res: Response, status: number, extra: { error?: ReactNode } = {}) {
    const content = deps.store(req).content;
    const latest = await content.latestRevision();
    const files = latest ? ((await content.revision(latest))?.files ?? {}) : {};
    const media = await content.mediaList();
    send(
      res,
      status,
      "Pictures",
      createElement(MediaLibrary, {
        media: media.map((m) => ({ ...m, uses: usesOf(files, m.path) })),
        csrf: req.desk!.session.csrfToken,
        canDelete: roleAtLeast(req.desk!.session.user.role, "publisher"),
        notice: doneText(req.query.done, DONE),
        ...extra,
      }),
      chromeOf(req, "/desk/content"),
    );
  }

  deps.get(
    MEDIA,
    signedIn((req, res) => page(req, res, 200)),
  );

  // Anyone of the desk may upload (a picture shows nowhere until a publisher publishes content that names it).
  deps.post(
    MEDIA,
    multipart(),
    signedIn(async (req, res) => {
      const upload = (req.body as { upload?: Upload }).upload;
      if (!upload || upload.bytes.length === 0) return page(req, res, 422, { error: "Choose a picture to upload." });
      if (upload.tooLarge) return page(req, res, 413, { error: `The file is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB.` });
      const result = await processImage(upload.bytes);
      if (!result.ok) return page(req, res, 422, { error: `Nothing was uploaded: ${result.problem}` });
      const { path, type, width, height, bytes } = result.media;
      await deps
        .store(req)
        .content.putMedia({ path, type, width, height, bytes, name: upload.name || "upload", actor: req.desk!.session.user.email });
      res.redirect(303, `${MEDIA}?done=uploaded#${encodeURIComponent(path)}`);
    }),
  );

  deps.post(
    `${MEDIA}/delete`,
    deps.body,
    signedIn(
      async (req, res) => {
        const path = String((req.body as Record<string, unknown>).path ?? "");
        const content = deps.store(req).content;
        const latest = await content.latestRevision();
        const files = latest ? ((await content.revision(latest))?.files ?? {}) : {};
        const uses = usesOf(files, path);
        if (uses.length > 0)
          return page(req, res, 409, {
            error: `Nothing was removed: the website's content uses that picture (${uses.join(", ")}). Choose another picture there first.`,
          });
        const gone = await content.deleteMedia(path, req.desk!.session.user.email);
        res.redirect(303, `${MEDIA}?done=${gone ? "deleted" : "not-there"}`);
      },
      { role: "publisher" },
    ),
  );
}

const DONE: Record<string, string> = {
  uploaded: "Uploaded. Put its address in a picture field of the content (a photo, an image) and publish that to show it.",
  deleted: "Removed from the library.",
  "not-there": "That picture was not in the library (any more).",
};

function MediaLibrary(props: {
  media: (MediaInfo & { uses: string[] })[];
  csrf: string;
  canDelete: boolean;
  notice?: string;
  error?: ReactNode;
}) {
  return (
    <>
      <p>
        <a href="/desk/content">Content history</a> · <a href="/desk/content/edit">Edit content</a>
      </p>
      <h1>Pictures</h1>
      <p>
        Photos and drawings for the website: JPEG, PNG or WebP photos (made smaller and saved again without their camera data) and SVG
        drawings of plain shapes, up to {MEDIA_MAX_BYTES / 1024 / 1024} MB. To show one, put its address in a picture field of the content,
        such as a team member&apos;s photo.
      </p>
      {props.notice ? <Notice kind="ok">{props.notice}</Notice> : null}
      {props.error ? <Notice kind="error">{props.error}</Notice> : null}
      <form method="post" action={MEDIA} encType="multipart/form-data" className="panel">
        <Csrf token={props.csrf} />
        <label htmlFor="media-file">Picture to upload</label>
        <input id="media-file" name="image" type="file" accept="image/jpeg,image/png,image/webp,image/svg+xml" required />
        <p className="inline">
          <button type="submit">Upload</button>
        </p>
      </form>
      {props.media.length === 0 ? (
        <p>No pictures are uploaded yet.</p>
      ) : (
        <DataTable id="media-caption" caption="Uploaded pictures, newest first" headers={["Picture", "Address", "Size", "Used by", ""]}>
          {props.media.map((m) => (
            <tr key={m.path} id={m.path}>
              <td>
                <img
                  src={m.path}
                  alt={m.name}
                  width={Math.min(120, m.width)}
                  height={Math.round((Math.min(120, m.width) * m.height) / m.width)}
                />
              </td>
              <td className="text">
                <code>{m.path}</code>
                <br />
                <span className="muted">
                  <bdi>{m.name}</bdi>, by <bdi>{m.actor}</bdi>, {when(m.createdAt)}
                </span>
              </td>
              <td className="nowrap">
                {count(m.width)} × {count(m.height)} px, {count(Math.ceil(m.size / 1024))} KB
              </td>
              <td className="text links">
                {m.uses.length === 0
                  ? "Not used"
                  : m.uses.map((file) => {
                      const entry = entryOfFile(file);
                      return <p key={file}>{entry ? <a href={entryUrl(entry.collection, entry.locale, entry.id)}>{file}</a> : file}</p>;
                    })}
              </td>
              <td>
                {props.canDelete && m.uses.length === 0 ? (
                  <form method="post" action={`${MEDIA}/delete`}>
                    <Csrf token={props.csrf} />
                    <input type="hidden" name="path" value={m.path} />
                    <button type="submit" className="secondary" aria-label={`Remove ${m.name} (${m.path})`}>
                      Remove
                    </button>
                  </form>
                ) : null}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
