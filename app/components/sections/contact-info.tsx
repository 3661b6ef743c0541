import type { ReactNode } from "react";
import { Mail, MapPin, Phone } from "~/components/ui/icons";
import { site } from "~/content/site";
import { contactPage } from "~/content/inner-pages";
import { ltrRuns } from "~/components/ui/ltr-runs";

function InfoCard({ icon, heading, children }: { icon: ReactNode; heading: string; children: ReactNode }) {
  return (
    <li className="card flex h-full flex-col items-start gap-4 p-7">
      <span aria-hidden="true" className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand text-on-brand">
        {icon}
      </span>
      <h3 className="text-xl">{heading}</h3>
      <div className="flex flex-col gap-1 leading-relaxed text-muted">{children}</div>
    </li>
  );
}

const linkClass = "font-medium text-ink underline-offset-4 hover:text-brand-ink hover:underline";

/** Phone numbers, e-mail and office address from site.ts, as tel:/mailto: links. */
export function ContactInfo() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      <InfoCard icon={<Phone className="size-6" />} heading={contactPage().phoneHeading}>
        {site().phones.map((phone) => (
          <a key={phone.tel} href={phone.href} className={linkClass}>
            <bdi dir="ltr">{phone.display}</bdi>
          </a>
        ))}
      </InfoCard>
      <InfoCard icon={<Mail className="size-6" />} heading={contactPage().emailHeading}>
        <a href={site().email.href} className={linkClass}>
          {site().email.display}
        </a>
        <a href={site().website.url} className={linkClass}>
          {site().website.display}
        </a>
      </InfoCard>
      <InfoCard icon={<MapPin className="size-6" />} heading={contactPage().addressHeading}>
        <address className="not-italic">{ltrRuns(site().address.oneLine)}</address>
        <p>
          <span className="sr-only">{`${contactPage().hoursLabel}: `}</span>
          {site().openingHours}
        </p>
      </InfoCard>
    </ul>
  );
}
