import { Link } from "react-router";
import { site } from "~/content/site";

/** The company logo, linking home; the dark theme uses the light wordmark. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <Link to="/" className="inline-flex shrink-0 items-center" aria-label={site.logo.alt}>
      <img
        src="/images/logo.svg"
        alt=""
        width={168}
        height={44}
        className={inverse ? "hidden" : "dark:hidden"}
      />
      <img
        src="/images/logo-light.svg"
        alt=""
        width={168}
        height={44}
        className={inverse ? "" : "hidden dark:block"}
      />
    </Link>
  );
}
