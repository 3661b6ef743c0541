import { ISLAND_ATTR } from "./protocol";

// An island container's opening tag (attribute values escape `"`, so text and props never match).
const ISLAND_TAG = new RegExp(`<[a-z][^<>]*\\s${ISLAND_ATTR}="`);

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A rendered document with the island loader's script at the end of its body if it has an
 * island, as it is: read from the markup, not counted while React renders
 * (docs/decisions/0010-islands.md). The tag is the one React wrote when the layout rendered it.
 */
export function withIslandLoader(html: string, loaderUrl: string, nonce?: string): string {
  if (!ISLAND_TAG.test(html)) return html;
  const script = `<script type="module" src="${escapeAttribute(loaderUrl)}"${nonce ? ` nonce="${escapeAttribute(nonce)}"` : ""}></script>`;
  const end = html.lastIndexOf("</body>");
  return end === -1 ? html + script : html.slice(0, end) + script + html.slice(end);
}
