/**
 * What led a visitor to a form, kept with their lead: the plan and service our own links name, the campaign's UTM
 * parameters, the other site that sent them and the page they came to the form from. The browser sends it as the
 * submit URL's query (the island) or as the page's own query (a plain post goes to the page's URL, query and all);
 * the server reads it with `readLeadContext` and trusts none of it.
 */

/** Query parameters taken as they are from the form page's address. */
export const CONTEXT_PARAMS = ["plan", "service", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
/** Set by the island from `document.referrer`: another site's host, or the path of our page that linked to the form. */
export const REFERRER_PARAM = "ref";
export const LANDING_PARAM = "landing";

export interface LeadContext {
  plan: string;
  service: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  utmTerm: string;
  utmContent: string;
  /** Host only (no scheme, port, path): the other site whose link opened the form's page. */
  referrerHost: string;
  /** Path only: our page the visitor came to the form from, or the form's page when they arrived on it from outside. */
  landingPage: string;
  /** The language of the page the form was sent from (a locale code). */
  language: string;
}

export const EMPTY_CONTEXT: LeadContext = {
  plan: "",
  service: "",
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
  utmTerm: "",
  utmContent: "",
  referrerHost: "",
  landingPage: "",
  language: "",
};

const FIELD_OF: Record<(typeof CONTEXT_PARAMS)[number], keyof LeadContext> = {
  plan: "plan",
  service: "service",
  utm_source: "utmSource",
  utm_medium: "utmMedium",
  utm_campaign: "utmCampaign",
  utm_term: "utmTerm",
  utm_content: "utmContent",
};

/** UTF-16 code units, as the columns are documented. Longer text is cut; a longer path or host is dropped. */
export const CONTEXT_LIMITS = { text: 100, host: 253, path: 200 } as const;

// Letters and digits of any script, spaces and the punctuation campaign tools and plan names use: no markup, no
// control, bidi or invisible characters.
const TEXT = /^[\p{L}\p{M}\p{N} _.,:;+&'()/#@!?%|~-]+$/u;
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
// A path as a URL spells it (percent-encoded), never "//" (another host).
const PATH = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

function text(value: string): string {
  const flat = value.replace(/\s+/g, " ").trim();
  if (!flat || !TEXT.test(flat)) return "";
  const cut = [...flat].reduce((kept, c) => (kept.length + c.length <= CONTEXT_LIMITS.text ? kept + c : kept), "");
  return cut.trim();
}

function host(value: string): string {
  const lower = value.trim().toLowerCase();
  return HOST.test(lower) ? lower : "";
}

function path(value: string): string {
  const only = value.trim().split(/[?#]/)[0];
  return only.length <= CONTEXT_LIMITS.path && PATH.test(only) ? only : "";
}

export interface QuerySource {
  getAll(name: string): string[];
}

/** The first value of each known parameter, checked and bounded; anything else is ignored, never refused. */
export function readLeadContext(query: QuerySource, language: string): LeadContext {
  const first = (name: string) => query.getAll(name)[0] ?? "";
  const context: LeadContext = { ...EMPTY_CONTEXT, language };
  for (const name of CONTEXT_PARAMS) context[FIELD_OF[name]] = text(first(name));
  context.referrerHost = host(first(REFERRER_PARAM));
  context.landingPage = path(first(LANDING_PARAM));
  return context;
}

/**
 * In the browser, as the island posts: the context parameters of the form page's address, and what its referrer
 * says (another site's host, or our page's path; the form's page when the visitor arrived on it from outside).
 */
export function browserContext(location: { search: string; pathname: string; origin: string }, referrer: string): URLSearchParams {
  const page = new URLSearchParams(location.search);
  const sent = new URLSearchParams();
  for (const name of CONTEXT_PARAMS) {
    const value = page.get(name);
    if (value) sent.set(name, value.slice(0, CONTEXT_LIMITS.text * 2));
  }
  let from: URL | undefined;
  try {
    from = new URL(referrer);
  } catch {
    from = undefined;
  }
  if (from && from.origin !== location.origin && /^https?:$/.test(from.protocol)) sent.set(REFERRER_PARAM, from.hostname);
  sent.set(LANDING_PARAM, from?.origin === location.origin ? from.pathname : location.pathname);
  return sent;
}
