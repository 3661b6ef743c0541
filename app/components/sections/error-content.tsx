import { House } from "~/components/ui/icons";
import { errors } from "@interface/common";
import { localHref } from "~/i18n/links";

/**
 * The heading of the error page: the spec's (section 8) for a missing page and our own
 * failures; a request the client got wrong (a form post that cannot be read, a method the page
 * does not take) is not an application error and says so.
 */
export function errorHeading(status: number): string {
  if (status === 400) return errors.badRequestHeading;
  if (status > 400 && status < 500 && status !== 404) return errors.clientErrorHeading;
  return errors.serverErrorHeading;
}

/** Body of the error page (spec section 8), rendered inside the site shell. */
export function ErrorContent({ status, statusText, detail }: { status: number; statusText: string; detail?: string }) {
  return (
    <section className="section">
      <div className="container-site flex flex-col items-center text-center">
        <img src="/images/illustrations/error.svg" alt="" width={480} height={360} className="h-auto w-72 md:w-96" />
        <h1 className="mt-8 text-3xl md:text-4xl">{errorHeading(status)}</h1>
        <p className="mt-3 text-2xl font-semibold text-brand-ink">
          {status} {statusText}
        </p>
        <p className="mt-4 max-w-xl text-muted">
          {status === 404
            ? errors.notFoundText
            : status === 400
              ? errors.badRequestText
              : status < 500
                ? errors.clientErrorText
                : errors.serverErrorText}
        </p>
        <a href={localHref("/")} className="btn-primary mt-8">
          <House aria-hidden="true" className="size-4" />
          {errors.backHome}
        </a>
        {detail ? <pre className="mt-8 max-w-full overflow-auto rounded-lg bg-surface-alt p-4 text-start text-xs">{detail}</pre> : null}
      </div>
    </section>
  );
}
