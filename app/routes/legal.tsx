import { Fragment, useId, type ReactNode } from "react";
import { pageMeta } from "~/lib/meta";
import { usePage } from "~/hooks/use-page";
import { legalPages, type LegalPageId } from "~/content/legal";
import { formatIsoDate } from "~/content/format";
import { fill } from "~/i18n/format";
import { ltrRuns } from "~/components/ui/ltr-runs";
import { legalPage as words } from "@interface/common";

export const meta = pageMeta;

// A fact only the company can supply ("[[VAT identification number]]"): shown marked until the text is completed.
const PLACEHOLDER = /\[\[([^\]]+)\]\]/g;

function Text({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    parts.push(<Fragment key={`t${at}`}>{ltrRuns(text.slice(at, match.index))}</Fragment>);
    parts.push(
      <mark key={`m${match.index}`} className="rounded-sm px-1">
        {match[1]} ({words.toComplete})
      </mark>,
    );
    at = match.index + match[0].length;
  }
  parts.push(<Fragment key={`t${at}`}>{ltrRuns(text.slice(at))}</Fragment>);
  return <>{parts}</>;
}

function Section({ heading, paragraphs, bullets }: { heading: string; paragraphs: string[]; bullets?: string[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="mb-4 text-2xl">
        {heading}
      </h2>
      {paragraphs.map((p) => (
        <p key={p} className="mt-4 leading-relaxed text-muted first:mt-0">
          <Text text={p} />
        </p>
      ))}
      {bullets ? (
        <ul className="mt-4 list-disc space-y-2 ps-6 leading-relaxed text-muted">
          {bullets.map((b) => (
            <li key={b}>
              <Text text={b} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The privacy policy, the terms and the legal notice: the page table names them, content/legal/<id>.md holds their text. */
export default function LegalPage() {
  const page = legalPages()[usePage()!.id as LegalPageId];
  return (
    <div className="section">
      <article className="container-site max-w-3xl">
        <p className="text-sm text-muted">{fill(words.updated, { date: formatIsoDate(page.updated) })}</p>
        {page.intro.map((p) => (
          <p key={p} className="mt-4 text-lg leading-relaxed">
            <Text text={p} />
          </p>
        ))}
        {page.sections.map((s) => (
          <Section key={s.heading} {...s} />
        ))}
      </article>
    </div>
  );
}
