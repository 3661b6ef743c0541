import { Globe, Mail, MapPin, Phone } from "~/components/ui/icons";
import { site } from "~/content/site";
import { footerContactHeading, footerServices, footerUsefulLinks, type FooterLinkList } from "~/content/navigation";
import { SocialIcons } from "~/components/ui/social-icons";
import { Logo } from "./logo";
import { layout } from "@interface/common";
import { localHref } from "~/i18n/links";
import { fill } from "~/i18n/format";
import { ltrRuns } from "~/components/ui/ltr-runs";

function LinkColumn({ list }: { list: FooterLinkList }) {
  return (
    <div>
      <h2 className="mb-5 text-lg text-white">{list.heading}</h2>
      <ul className="space-y-3">
        {list.links.map((l) => (
          <li key={l.label}>
            <a href={localHref(l.href)} className="text-on-inverse-muted transition-colors hover:text-white hover:underline">
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  return (
    <footer className="bg-inverse text-on-inverse">
      <div className="container-site grid gap-12 py-16 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div>
          <Logo inverse />
          <p className="mt-5 max-w-sm leading-relaxed text-on-inverse-muted">{site().footerBlurb}</p>
          <SocialIcons
            socials={site().socials}
            label={fill(layout.socialLinks, { name: site().name })}
            className="mt-6"
            itemClassName="bg-white/10 text-white"
          />
        </div>
        <LinkColumn list={footerServices} />
        <LinkColumn list={footerUsefulLinks} />
        <div>
          <h2 className="mb-5 text-lg text-white">{footerContactHeading()}</h2>
          <ul className="space-y-3 text-on-inverse-muted">
            {site().phones.map((p) => (
              <li key={p.tel}>
                <a href={localHref(p.href)} className="inline-flex items-center gap-2.5 hover:text-white hover:underline">
                  <Phone aria-hidden="true" className="size-4 shrink-0 text-[#ff9466]" />
                  <bdi dir="ltr">{p.display}</bdi>
                </a>
              </li>
            ))}
            <li>
              <a href={site().email.href} className="inline-flex items-center gap-2.5 hover:text-white hover:underline">
                <Mail aria-hidden="true" className="size-4 shrink-0 text-[#ff9466]" />
                {site().email.display}
              </a>
            </li>
            <li className="inline-flex items-center gap-2.5">
              <Globe aria-hidden="true" className="size-4 shrink-0 text-[#ff9466]" />
              <span>{site().website.display}</span>
            </li>
            <li className="flex items-start gap-2.5">
              <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-[#ff9466]" />
              <span>{ltrRuns(site().address.oneLine)}</span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-site flex flex-col items-center justify-between gap-3 py-6 text-sm text-on-inverse-muted md:flex-row">
          <p>{ltrRuns(`© ${site().copyrightYear} ${site().copyrightText}`)}</p>
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2" aria-label={layout.legal}>
            {site().legalLinks.map((l) => (
              <li key={l.href}>
                <a href={localHref(l.href)} className="inline-flex min-h-6 items-center hover:text-white hover:underline">
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
