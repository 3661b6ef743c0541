import { pageMeta } from "~/lib/meta";

export const meta = pageMeta;

export default function ServicesPage() {
  return <div className="section" />;
}
