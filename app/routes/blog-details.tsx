import { pageMeta } from "~/lib/meta";

export const meta = pageMeta;

export default function BlogDetailsPage() {
  return <div className="section" />;
}
