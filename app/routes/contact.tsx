import { pageMeta } from "~/lib/meta";
import { formAction } from "~/forms/action.server";
import { ContactForm } from "~/forms/lead-forms";
import { site } from "~/content/site";
import { contactPage, detailLabels } from "~/content/inner-pages";
import { PageSection } from "~/components/sections/page-section";
import { ContactInfo } from "~/components/sections/contact-info";
import { Island } from "~/islands/island";
import { MapEmbedIsland } from "~/islands/map-embed.island";
import type { Route } from "./+types/contact";

export const meta = pageMeta;

/** Form posts on this page (see app/forms). */
export const action = (args: Route.ActionArgs) => formAction(args);

export default function ContactPage() {
  return (
    <>
      <PageSection intro={contactPage().info}>
        <ContactInfo />
      </PageSection>
      <section aria-label={contactPage().formHeading} className="section bg-surface-alt">
        <div className="container-site grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
          <div className="card p-6 md:p-10">
            <h2 className="text-3xl">{contactPage().formHeading}</h2>
            <p className="mt-3 mb-8 leading-relaxed text-muted">{contactPage().formText}</p>
            <ContactForm />
          </div>
          <div className="card flex flex-col p-6 md:p-8">
            <h2 className="mb-6 text-2xl">{contactPage().mapHeading}</h2>
            <div className="flex-1">
              <Island
                of={MapEmbedIsland}
                props={{
                  src: site().mapEmbedUrl,
                  title: site().mapTitle,
                  address: site().address.oneLine,
                  buttonLabel: contactPage().mapButton,
                  notice: contactPage().mapNotice,
                  linkLabel: contactPage().mapOpenLink,
                  newTabLabel: detailLabels.newTab,
                }}
              />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
