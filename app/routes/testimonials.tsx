import { pageMeta } from "~/lib/meta";

export const meta = pageMeta;

export default function TestimonialsPage() {
  return <div className="section" />;
}
