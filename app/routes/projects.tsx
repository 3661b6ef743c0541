import { pageMeta } from "~/lib/meta";

export const meta = pageMeta;

export default function ProjectsPage() {
  return <div className="section" />;
}
