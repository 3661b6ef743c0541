import { pageMeta } from "~/lib/meta";

export const meta = pageMeta;

export default function ContactPage() {
  return <div className="section" />;
}
