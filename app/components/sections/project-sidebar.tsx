import { Phone } from "~/components/ui/icons";
import { site } from "~/content/site";
import { services } from "~/content/services";
import { brochure } from "~/content/service-detail";
import { detailLabels } from "~/content/inner-pages";
import { serviceSidebar, SIDEBAR_SERVICES_COUNT } from "~/content/labels";
import { BrochureWidget, ServiceLinks } from "./sidebar-widgets";

/** A brand-coloured box inviting a call, with the company phone as a real tel: link. */
function NeedHelp() {
  return (
    <section aria-labelledby="need-help-heading" className="rounded-2xl bg-brand p-7 text-on-brand">
      <h2 id="need-help-heading" className="text-xl text-white">
        {detailLabels.needHelpHeading}
      </h2>
      <p className="mt-3 leading-relaxed text-white/90">{detailLabels.needHelpText}</p>
      <a href={site().headerPhone.href} className="btn-light mt-6 w-full">
        <Phone aria-hidden="true" className="size-4" />
        <bdi dir="ltr">{site().headerPhone.display}</bdi>
      </a>
    </section>
  );
}

/** Sidebar of the project detail page: services, a call box and the brochure. */
export function ProjectSidebar() {
  return (
    <>
      <ServiceLinks heading={serviceSidebar.servicesHeading} items={services().slice(0, SIDEBAR_SERVICES_COUNT)} />
      <NeedHelp />
      <BrochureWidget brochure={brochure()} />
    </>
  );
}
