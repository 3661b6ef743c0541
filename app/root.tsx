import { isRouteErrorResponse, Links, Meta, Outlet, useMatches, useRouteError } from "react-router";
import { siteLocale, splitLocale } from "~/i18n/locales";
import { siteLocaleCode } from "~/i18n/format";
import { inLocale } from "~/i18n/render-locale";
import type { Route } from "./+types/root";
import appCss from "./app.css?inline";
import bodyFont from "./fonts/plus-jakarta-sans-core-wght.woff2?url";
import { ARABIC_FONT_EARLY } from "./fonts/ask-early";
import { useNonce } from "./lib/nonce";
import { clientAssets } from "./lib/client-assets";
import { SiteShell } from "./layouts/site-shell";
import { ErrorContent } from "./components/sections/error-content";
import { errors } from "@interface/common";

// One build serves every language: a request's actions, loaders and render are in its route's (/de/… German).
export const middleware: Route.MiddlewareFunction[] = [
  ({ request }, next) => inLocale(splitLocale(new URL(request.url).pathname).locale.code, next),
];

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

// A property of the route (the dark layout's handle), so it is in the HTML.
function useTheme(): "light" | "dark" {
  const matches = useMatches();
  return matches.some((m) => (m.handle as { theme?: string } | undefined)?.theme === "dark") ? "dark" : "light";
}

// Navigation is an ordinary page load, prerendered from the press on ("conservative"): a link's pointerdown or touchstart.
// Eagerer rules cost the page's own main thread on a phone, where "moderate" means every link that comes into view:
// opening the menu prerendered its eight links on the frame that should show it (+44 ms), and even fetching them
// ahead cost a submenu about 10 ms (docs/decisions/0010-islands.md). Not links with a query or nofollow.
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: {
        and: [{ href_matches: "/*" }, { not: { href_matches: "/*\\?*" } }, { not: { selector_matches: "[rel~=nofollow]" } }],
      },
      eagerness: "conservative",
    },
  ],
});

// `npm run dev` only: Vite's island modules expect React's refresh runtime first; same-origin, so no inline script.
const DEV_REFRESH_RUNTIME = "/@id/__x00__virtual:react-router/inject-hmr-runtime";

// No framework runtime goes to the browser (docs/decisions/0010-islands.md).
export function Layout({ children }: { children: React.ReactNode }) {
  const theme = useTheme();
  const nonce = useNonce();
  const locale = siteLocale(siteLocaleCode());
  return (
    <html lang={locale.code} dir={locale.dir} className={theme === "dark" ? "dark" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={theme === "dark" ? "#0a0f1f" : "#ffffff"} />
        <Meta />
        {/* Inlined: the first paint waits for no second request (a round trip on a phone network). */}
        <style dangerouslySetInnerHTML={{ __html: appCss }} />
        {/* Latin pages preload the cut Latin font; Arabic pages ask for their one font from here (app/fonts/ask-early.ts). */}
        {locale.script === "Latn" ? (
          <link rel="preload" href={bodyFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        ) : (
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ARABIC_FONT_EARLY }} />
        )}
        <Links />
        {import.meta.env.DEV ? <script type="module" src={DEV_REFRESH_RUNTIME} nonce={nonce} /> : null}
        <script type="module" src={clientAssets.header} nonce={nonce} />
        <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />
      </head>
      <body>
        {children}
        {/* entry.server.tsx takes it out of a page that has no island (app/islands/loader-script.ts). */}
        <script type="module" src={clientAssets.loader} nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function meta({ error }: Route.MetaArgs) {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return [{ title: `${status} ${statusText(status)} | Nexora` }, { name: "robots", content: "noindex" }];
}

function statusText(status: number): string {
  const texts: Record<string, string> = errors.statusTexts;
  return texts[String(status)] ?? texts.other!;
}

export function ErrorBoundary() {
  const error = useRouteError();
  let status = 500;
  let text = statusText(500);
  let detail: string | undefined;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    text = error.statusText || statusText(error.status);
  } else if (import.meta.env.DEV && error instanceof Error) {
    // Production never shows internals.
    detail = error.stack;
  }
  return (
    // No title banner: it would be a second h1 above the error's.
    <SiteShell banner={false}>
      <ErrorContent status={status} statusText={text} detail={detail} />
    </SiteShell>
  );
}
