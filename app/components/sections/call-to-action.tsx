import { useId, type ReactNode } from "react";
import { localHref } from "~/i18n/links";

export interface CtaButton {
  label: string;
  /** Internal path ("/contact") or an external/tel: URL. */
  href: string;
  icon?: ReactNode;
  /** Extra text for screen readers, e.g. the phone number behind 'Call Now'. */
  srSuffix?: string;
}

function CtaLink({ button, primary }: { button: CtaButton; primary: boolean }) {
  const className = primary ? "btn-light" : "btn border-2 border-white/70 text-white hover:bg-white hover:text-[#0b1533]";
  const content = (
    <>
      {button.icon}
      {button.label}
      {button.srSuffix ? <span className="sr-only">{` ${button.srSuffix}`}</span> : null}
    </>
  );
  return button.href.startsWith("/") ? (
    <a href={localHref(button.href)} className={className}>
      {content}
    </a>
  ) : (
    <a href={localHref(button.href)} className={className}>
      {content}
    </a>
  );
}

/** The always-dark call-to-action band: heading, text and one or two buttons. */
export function CallToAction({
  heading,
  text,
  buttons,
  headingLevel: Heading = "h2",
  spacing = "normal",
}: {
  heading: string;
  text: string;
  buttons: CtaButton[];
  headingLevel?: "h2" | "h3";
  /** "flush-top" drops the top padding when the band follows a padded section. */
  spacing?: "normal" | "flush-top";
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={spacing === "normal" ? "section" : "pb-16 md:pb-24"}>
      <div className="container-site">
        <div className="relative overflow-hidden rounded-3xl bg-inverse px-6 py-12 text-on-inverse md:px-14 md:py-16">
          <div
            aria-hidden="true"
            className="absolute inset-0 opacity-70 [background:radial-gradient(40rem_20rem_at_100%_0%,#2046d6_0%,transparent_65%),radial-gradient(26rem_16rem_at_0%_100%,#c2410c66_0%,transparent_60%)]"
          />
          <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <Heading id={headingId} className="text-3xl leading-tight text-white md:text-4xl">
                {heading}
              </Heading>
              <p className="mt-4 text-lg leading-relaxed text-on-inverse-muted">{text}</p>
            </div>
            <div className="flex flex-wrap gap-4">
              {buttons.map((button, i) => (
                <CtaLink key={button.label} button={button} primary={i === 0} />
              ))}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
