import { ISLAND_ATTR } from "./protocol";

// An island container's opening tag (attribute values escape `"`, so text and props never match).
const ISLAND_TAG = new RegExp(`<[a-z][^<>]*\\s${ISLAND_ATTR}="`);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The root layout renders the island loader's script on every page; a page without an island
 * loses it here, decided from the finished markup rather than counted while React renders
 * (docs/decisions/0018-islands-bound-to-modules.md).
 */
export function withoutUnusedIslandLoader(html: string, loaderUrl: string): string {
  if (ISLAND_TAG.test(html)) return html;
  const tag = new RegExp(`<script type="module" src="${escapeRegExp(loaderUrl)}"(?: nonce="[^"]*")?></script>`);
  return html.replace(tag, "");
}
