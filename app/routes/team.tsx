import { pageMeta } from "~/lib/meta";

export const meta = pageMeta;

export default function TeamPage() {
  return <div className="section" />;
}
