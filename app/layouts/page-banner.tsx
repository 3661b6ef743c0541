import { ChevronRight } from "~/components/ui/icons";
import { PartnerMarquee } from "~/components/sections/partner-marquee";
import { layout } from "@interface/common";
import { localHref } from "~/i18n/links";

/** Title banner of an inner page: the page's only h1 and an APG breadcrumb. */
export function PageBanner({ heading }: { heading: string }) {
  return (
    <>
      <section className="relative overflow-hidden bg-inverse text-on-inverse">
        <div
          aria-hidden="true"
          className="absolute inset-0 opacity-60 [background:radial-gradient(60rem_24rem_at_85%_-10%,#2046d6_0%,transparent_60%),radial-gradient(30rem_20rem_at_0%_120%,#c2410c55_0%,transparent_60%)]"
        />
        <div className="container-site relative py-16 text-center md:py-24">
          <h1 className="text-4xl [overflow-wrap:break-word] hyphens-auto text-white md:text-5xl">{heading}</h1>
          <nav aria-label={layout.breadcrumb} className="mt-5">
            <ol className="inline-flex items-center gap-2 rounded-full bg-white/10 px-5 py-2 text-sm">
              <li className="inline-flex items-center gap-2">
                <a href={localHref("/")} className="text-on-inverse hover:underline">
                  {layout.home}
                </a>
                <ChevronRight aria-hidden="true" className="size-4 text-on-inverse-muted" />
              </li>
              <li>
                <span aria-current="page" className="font-semibold text-white">
                  {heading}
                </span>
              </li>
            </ol>
          </nav>
        </div>
      </section>
      <PartnerMarquee />
    </>
  );
}
