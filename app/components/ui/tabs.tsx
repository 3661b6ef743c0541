import { useId, useRef, useState, type KeyboardEvent } from "react";
import type { SlotMarkup } from "~/islands/protocol";
import { Slot } from "~/islands/slot";
import { rovingIndex } from "./roving-index";

// A type: island props must be JSON.
export type TabItem = {
  key: string;
  label: string;
};

// APG tabs with automatic activation; only the selection runs in the browser. Without JavaScript every panel shows under
// its own heading and the tablist, which could not switch panels, is hidden.
export function Tabs({
  items,
  defaultKey,
  label,
  panelHeadingLevel: PanelHeading = "h3",
  className = "",
  slots,
}: {
  items: TabItem[];
  defaultKey?: string;
  label: string;
  /** Shown only without JavaScript. */
  panelHeadingLevel?: "h3" | "h4";
  className?: string;
  slots: SlotMarkup;
}) {
  const [selected, setSelected] = useState(defaultKey ?? items[0]?.key);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  // Inside the island's own tree (its identifierPrefix), so served and hydrated ids match.
  const baseId = useId();

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const target = rovingIndex(event.key, index, items.length, "horizontal");
    if (target === undefined) return;
    event.preventDefault();
    setSelected(items[target].key);
    tabs.current[target]?.focus();
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="mb-10 flex flex-wrap justify-center gap-2 [@media(scripting:none)]:hidden">
        {items.map((item, index) => {
          const active = item.key === selected;
          return (
            <button
              key={item.key}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              id={`${baseId}-tab-${index}`}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(item.key)}
              onKeyDown={(e) => onKeyDown(e, index)}
              className={`min-h-11 rounded-full border px-5 py-2 text-[0.95rem] font-semibold transition-colors ${
                active
                  ? "border-brand bg-brand text-on-brand"
                  : "border-line bg-surface-raised text-ink hover:border-brand hover:text-brand-ink"
              }`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => {
        const active = item.key === selected;
        return (
          <div
            key={item.key}
            id={`${baseId}-panel-${index}`}
            role="tabpanel"
            aria-labelledby={`${baseId}-tab-${index}`}
            data-tab-key={item.key}
            className={active ? "block" : "hidden [@media(scripting:none)]:mt-12 [@media(scripting:none)]:block"}
          >
            <PanelHeading className="sr-only mb-6 text-2xl [@media(scripting:none)]:not-sr-only">{item.label}</PanelHeading>
            <Slot name="panels" html={slots.panels?.[index] ?? ""} />
          </div>
        );
      })}
    </div>
  );
}
