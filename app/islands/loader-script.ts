import { ISLAND_ATTR } from "./protocol";

// An island container's opening tag (attribute values escape `"`, so text and props never match).
const ISLAND_TAG = new RegExp(`<[a-z][^<>]*\\s${ISLAND_ATTR}="`);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// Decided from the finished markup, not counted during render (docs/decisions/0018-islands-bound-to-modules.md).
export function withoutUnusedIslandLoader(html: string, loaderUrl: string): string {
  if (ISLAND_TAG.test(html)) return html;
  const tag = new RegExp(`<script type="module" src="${escapeRegExp(loaderUrl)}"(?: nonce="[^"]*")?></script>`);
  return html.replace(tag, "");
}
