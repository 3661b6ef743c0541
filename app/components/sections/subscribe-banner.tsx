import { useId } from "react";
import { Mail } from "~/components/ui/icons";
import type { SubscribeBanner as SubscribeContent } from "~/content/home";
import { SubscribeForm } from "~/forms/lead-forms";

/** Newsletter / consultation band with the e-mail subscribe form. */
export function SubscribeBanner({ content }: { content: SubscribeContent }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="section">
      <div className="container-site">
        <div className="relative isolate grid items-center gap-8 overflow-hidden rounded-3xl bg-brand px-6 py-12 text-on-brand md:px-14 md:py-14 lg:grid-cols-[1fr_1.1fr] lg:gap-14">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 [background:radial-gradient(30rem_18rem_at_100%_0%,#ffffff2e,transparent_70%),radial-gradient(24rem_16rem_at_0%_100%,#0b153355,transparent_70%)]"
          />
          <div className="flex items-start gap-5">
            <span aria-hidden="true" className="hidden size-14 shrink-0 items-center justify-center rounded-2xl bg-white/15 sm:inline-flex">
              <Mail className="size-7" />
            </span>
            <div>
              <h2 id={headingId} className="text-3xl leading-tight text-white md:text-4xl">
                {content.heading}
              </h2>
              <p className="mt-3 text-lg leading-relaxed text-white/90">{content.text}</p>
            </div>
          </div>
          <div className="rounded-2xl bg-surface-raised p-3 text-ink shadow-xl">
            <SubscribeForm placeholder={content.placeholder} label={content.buttonLabel} />
          </div>
        </div>
      </div>
    </section>
  );
}
