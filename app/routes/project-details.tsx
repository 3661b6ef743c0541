import { pageMeta } from "~/lib/meta";

export const meta = pageMeta;

export default function ProjectDetailsPage() {
  return <div className="section" />;
}
