import { Fragment } from "react";
import type { SnippetPart } from "~/search/snippet";

/** Text with the words a search matched in <mark> (parts from ~/search/snippet; React escapes the text). */
export function Highlighted({ parts }: { parts: readonly SnippetPart[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.mark ? (
          <mark key={i} className="rounded-sm bg-brand-soft px-0.5 text-ink">
            {part.text}
          </mark>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
