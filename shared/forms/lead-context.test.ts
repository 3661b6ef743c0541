import { describe, expect, it } from "vitest";
import { CONTEXT_LIMITS, EMPTY_CONTEXT, browserContext, readLeadContext } from "./lead-context";

const read = (query: string, language = "en") => readLeadContext(new URLSearchParams(query), language);

describe("a lead's context from a query", () => {
  it("keeps the plan, service, campaign, referrer's host and landing page, with the page's language", () => {
    expect(
      read(
        "plan=Standard&service=cloud-solution&utm_source=newsletter&utm_medium=email&utm_campaign=winter%202026" +
          "&utm_term=cloud+migration&utm_content=banner-a&ref=WWW.Google.com&landing=/pricing?x=1",
        "de",
      ),
    ).toEqual({
      plan: "Standard",
      service: "cloud-solution",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "winter 2026",
      utmTerm: "cloud migration",
      utmContent: "banner-a",
      referrerHost: "www.google.com",
      landingPage: "/pricing",
      language: "de",
    });
  });

  it("keeps a plan in any script, and the first of a repeated parameter", () => {
    expect(read("plan=%D8%A7%D9%84%D9%82%D9%8A%D8%A7%D8%B3%D9%8A%D8%A9&plan=Premium").plan).toBe("القياسية");
  });

  it("cuts long text to its limit and drops a long path or host", () => {
    const context = read(`plan=${"a".repeat(5000)}&landing=/${"p".repeat(300)}&ref=${"h".repeat(64)}.example`);
    expect(context.plan).toBe("a".repeat(CONTEXT_LIMITS.text));
    expect(context.landingPage).toBe("");
    expect(context.referrerHost).toBe("");
    // Never a lone half of a surrogate pair at the cut.
    const emoji = read(`utm_campaign=${encodeURIComponent("x" + "𝒜".repeat(60))}`).utmCampaign;
    expect(emoji.length).toBeLessThanOrEqual(CONTEXT_LIMITS.text);
    expect(emoji).toBe("x" + "𝒜".repeat(49));
  });

  it("drops markup, control and bidi characters, other hosts' paths and schemes", () => {
    const context = read(
      "plan=%3Cscript%3Ealert(1)%3C%2Fscript%3E&service=a%00b&utm_source=%E2%80%AEevil&utm_medium=%0Aline" +
        "&ref=https://evil.example/x&landing=//evil.example/x",
    );
    expect(context).toEqual({ ...EMPTY_CONTEXT, language: "en", utmMedium: "line" });
    expect(read("landing=javascript:alert(1)").landingPage).toBe("");
    expect(read("ref=evil.example:8080").referrerHost).toBe("");
    expect(read("ref=-bad-.example").referrerHost).toBe("");
  });

  it("ignores parameters it does not know", () => {
    expect(read("page=/contact&sent=quote&utm_id=5")).toEqual({ ...EMPTY_CONTEXT, language: "en" });
  });
});

describe("the island's context", () => {
  const at = { origin: "https://nexora.example", pathname: "/contact", search: "?plan=Standard&utm_source=ad&other=1" };

  it("sends the page's known parameters and another site's host, the form's page as the landing page", () => {
    expect(String(browserContext(at, "https://www.google.com/search?q=it"))).toBe(
      "plan=Standard&utm_source=ad&ref=www.google.com&landing=%2Fcontact",
    );
  });

  it("sends our page that linked to the form as the landing page, never its query", () => {
    expect(String(browserContext(at, "https://nexora.example/de/pricing?x=1"))).toBe("plan=Standard&utm_source=ad&landing=%2Fde%2Fpricing");
  });

  it("sends no host for an empty or odd referrer", () => {
    expect(browserContext(at, "").get("ref")).toBeNull();
    expect(browserContext(at, "android-app://com.example").get("ref")).toBeNull();
  });
});
