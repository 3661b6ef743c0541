import { redirect, type RouterContextProvider } from "react-router";
import { commentsContext, logContext } from "./request-context.server";
import { NO_COMMENTS, type ApprovedComments } from "../../shared/comments";
import { commentsPageHref } from "./comments";

/**
 * The approved comments of `article` (its path in its language) a page shows: page 1, or ?comments=N. Read through
 * the load context server.ts gives; without one (the prerender, the dev server, a render to index) none. If they
 * cannot be read the page is shown without them. A page that is not one (past the last, a word, ?comments=1) is
 * redirected to the nearest that is, so a link kept from before an unpublishing still leads somewhere.
 */
export async function approvedCommentsOf(article: string, url: URL, context: Readonly<RouterContextProvider>): Promise<ApprovedComments> {
  const reader = context.get(commentsContext);
  if (!reader) return NO_COMMENTS;
  const asked = url.searchParams.get("comments");
  const page = asked === null ? 1 : /^[1-9]\d{0,5}$/.test(asked) ? Number(asked) : 0;
  let comments: ApprovedComments;
  try {
    comments = await reader.approved(article, Math.max(page, 1));
  } catch (error) {
    context.get(logContext)?.error({ err: error }, "reading the approved comments failed");
    return NO_COMMENTS;
  }
  const wanted = Math.min(Math.max(page, 1), comments.pages);
  // The path as asked, its language's prefix kept.
  if (asked !== null && (wanted !== page || wanted === 1)) throw redirect(commentsPageHref(url.pathname, wanted));
  return comments;
}
