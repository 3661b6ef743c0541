import { pageMeta } from "~/lib/meta";
import { posts } from "~/content/posts";
import { innerIntros } from "~/content/inner-pages";
import { PageSection } from "~/components/sections/page-section";
import { PostGrid } from "~/components/sections/post-card";

export const meta = pageMeta;

export default function BlogPage() {
  return (
    <PageSection intro={innerIntros().blog}>
      <PostGrid posts={posts()} columns={2} />
    </PageSection>
  );
}
