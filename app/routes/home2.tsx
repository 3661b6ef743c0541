import { pageMeta } from "~/lib/meta";
import { usePage } from "~/hooks/use-page";

export const meta = pageMeta;

export default function Home2Page() {
  const page = usePage();
  return (
    <section className="section">
      <div className="container-site">
        <h1 className="section-title">{page?.heading}</h1>
      </div>
    </section>
  );
}
