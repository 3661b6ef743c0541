import { pageMeta } from "~/lib/meta";

export const meta = pageMeta;

export default function BlogPage() {
  return <div className="section" />;
}
