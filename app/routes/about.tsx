import { pageMeta } from "~/lib/meta";

export const meta = pageMeta;

export default function AboutPage() {
  return <div className="section" />;
}
