import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { FormStartContext } from "./forms/start-context";
import { withoutUnusedIslandLoader } from "./islands/loader-script";
import { clientAssets } from "./lib/client-assets";
import { NonceContext } from "./lib/nonce";
import { cspNonceContext, formsContext, logContext, searchIndexUrlContext } from "./lib/request-context.server";
import { SEARCH_INDEX_URL } from "./search/index-file";
import { inLocale } from "./i18n/render-locale";
import { splitLocale } from "../shared/locales";

// server.ts makes each request's contexts through the build (server/load-context.ts says why).
export { setRequestContext } from "./lib/request-context.server";
// The server renders a page at a content revision through this build's own scope (app/content/files/scope.ts).
export { inContent, withContent } from "./content/files/scope";
// The content worker draws a revision's social cards with this language's texts (server/content-worker.ts).
export { allSocialCards } from "./lib/social-card";

export const streamTimeout = 5_000;

function cspNonce(loadContext: Readonly<RouterContextProvider> | undefined): string | undefined {
  const nonce = loadContext?.get(cspNonceContext);
  return typeof nonce === "string" && nonce.length > 0 ? nonce : undefined;
}

// In the request's language, also where no route matched and the root's middleware did not run (a 404).
export default function handleRequest(...args: Parameters<typeof renderDocument>) {
  return inLocale(splitLocale(new URL(args[0].url).pathname).locale.code, () => renderDocument(...args));
}

// Whole documents (onAllReady): pages are small, and prerendered files and crawlers need complete markup.
function renderDocument(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: Readonly<RouterContextProvider>,
) {
  const nonce = cspNonce(loadContext);
  // Only a page rendered for this visitor can say when they got its forms.
  const formStart = loadContext?.get(formsContext)?.formStart();
  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <FormStartContext.Provider value={formStart}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </FormStartContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // React's default would move a large Suspense boundary behind a script at the end (and pages are not hydrated).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          // Collected whole and sent with its length.
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer | string, _encoding, done) {
              chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
              done();
            },
            final(done) {
              const html = linkedIndex(withoutUnusedIslandLoader(Buffer.concat(chunks).toString("utf8"), clientAssets.loader), loadContext);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "no-cache");
              resolve(
                new Response(html, {
                  headers: responseHeaders,
                  status: statusCode,
                }),
              );
              done();
            },
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          statusCode = 500;
          logError(loadContext, error, "render failed");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

// One server bundle renders every language, each with its own search index: the request says which one (server.ts).
function linkedIndex(html: string, loadContext: Readonly<RouterContextProvider> | undefined): string {
  const url = loadContext?.get(searchIndexUrlContext);
  return url ? html.replaceAll(SEARCH_INDEX_URL, url) : html;
}

// Its lines carry the request id.
function logError(loadContext: Readonly<RouterContextProvider> | undefined, error: unknown, message: string) {
  const log = loadContext?.get(logContext);
  if (log) log.error({ err: error }, message);
  else console.error(message, error);
}

// Expected traffic, not server errors: keep logs quiet.
export function handleError(error: unknown, { request, context }: { request: Request; context?: Readonly<RouterContextProvider> }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (error instanceof Error && /No route matches URL|did not provide an `action`/.test(error.message)) return;
  logError(context, error, "request handling failed");
}
