import { pageMeta } from "~/lib/meta";

export const meta = pageMeta;

export default function ServiceDetailsPage() {
  return <div className="section" />;
}
