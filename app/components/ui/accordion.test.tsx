import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import type { ReactElement } from "react";
import { Accordion } from "./accordion";

const items = ["One", "Two", "Three"].map((name) => ({
  key: name,
  header: `Question ${name}`,
  panel: `Answer ${name}`,
}));

/** The accordion as the server sends it (its behaviour is the browser's: <details name>). */
function serve(node: ReactElement): HTMLDetailsElement[] {
  document.body.innerHTML = renderToString(node);
  return Array.from(document.querySelectorAll("details"));
}

describe("Accordion (server markup)", () => {
  it("is one exclusive group of <details> with the default item open", () => {
    const details = serve(<Accordion items={items} defaultOpenIndex={1} />);
    expect(details).toHaveLength(3);
    const name = details[0].getAttribute("name");
    expect(name).toBeTruthy();
    expect(details.map((d) => d.getAttribute("name"))).toEqual([name, name, name]);
    expect(details.map((d) => d.hasAttribute("open"))).toEqual([false, true, false]);
  });

  it("opens the first item by default, none with null", () => {
    expect(serve(<Accordion items={items} />).map((d) => d.open)).toEqual([true, false, false]);
    expect(serve(<Accordion items={items} defaultOpenIndex={null} />).map((d) => d.open)).toEqual([false, false, false]);
  });

  it("gives each accordion on a page its own group", () => {
    const details = serve(
      <>
        <Accordion items={items} />
        <Accordion items={items} />
      </>,
    );
    expect(new Set(details.map((d) => d.getAttribute("name"))).size).toBe(2);
  });

  it("puts the question in a heading of the given level inside the summary, and the answer after it", () => {
    const details = serve(<Accordion items={items} headingLevel={4} />);
    details.forEach((d, i) => {
      const summary = d.firstElementChild as HTMLElement;
      expect(summary.tagName).toBe("SUMMARY");
      expect(summary.querySelector("h4")).toHaveTextContent(`Question ${items[i].key}`);
      // The summary's name is the question alone: the chevron is decorative.
      expect(summary.querySelector("[aria-hidden='true']")).toHaveTextContent("");
      expect(d).toHaveTextContent(`Answer ${items[i].key}`);
    });
    expect(document.querySelector("[role='region'], button")).toBeNull();
  });
});
