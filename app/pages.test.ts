import { describe, expect, it } from "vitest";
import { pageByPath, pages } from "./pages";

/** Spec section 2, "Main layout routes". */
const MAIN_ROUTES = [
  "/",
  "/about",
  "/service",
  "/service/service-details",
  "/service/service-details-right",
  "/service/service-details-center",
  "/project",
  "/project/project-details",
  "/project/project-details-right",
  "/project/project-details-center",
  "/team",
  "/testimonial",
  "/blog",
  "/blog/blog-details",
  "/blog/blog-details-right",
  "/blog/blog-details-center",
  "/contact",
];

/** Spec section 2, "Dark-variant routes", spelled exactly as the spec writes them. */
const DARK_ROUTES = [
  "/aboutdark",
  "/projectDark",
  "/project/project-details-dark",
  "/project/project-details-right-dark",
  "/project/project-details-center-dark",
  "/serviceDark",
  "/service/service-details-dark",
  "/service/service-details-right-dark",
  "/service/service-details-center-dark",
  "/blogdark",
  "/blog/blog-details-dark",
  "/blog/blog-details-right-dark",
  "/blog/blog-details-center-dark",
];

const HOME_VARIANTS = ["/home2", "/home3", "/home4", "/home5", "/home7"];

/** Beyond the spec: where the footer's legal links lead. */
const LEGAL_ROUTES = ["/privacy-policy", "/terms-conditions", "/legal-notice"];

const paths = (theme: "light" | "dark") => pages.filter((p) => p.theme === theme).map((p) => p.path);

describe("page table", () => {
  it("has the 17 main routes, the five home variants and the three legal pages, all light", () => {
    expect(MAIN_ROUTES).toHaveLength(17);
    expect(new Set(paths("light"))).toEqual(new Set([...MAIN_ROUTES, ...HOME_VARIANTS, ...LEGAL_ROUTES]));
  });

  it("has the 13 dark routes with the spec's exact paths", () => {
    expect(DARK_ROUTES).toHaveLength(13);
    expect(paths("dark")).toEqual(DARK_ROUTES);
  });

  it("has unique ids, paths (ignoring case) and titles", () => {
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(pages).toHaveLength(38);
    expect(unique(pages.map((p) => p.id))).toBe(true);
    expect(unique(pages.map((p) => p.path.toLowerCase()))).toBe(true);
    expect(unique(pages.map((p) => p.title))).toBe(true);
  });

  it("renders every dark page with the module of its light twin and shares its canonical", () => {
    for (const darkPage of pages.filter((p) => p.theme === "dark")) {
      const twin = pageByPath(darkPage.path.replace(/-?dark$/i, ""));
      expect(twin?.theme, darkPage.path).toBe("light");
      expect(darkPage.canonical).toBe(twin!.canonical);
      expect(darkPage.module).toBe(twin!.module);
      expect(darkPage.heading).toBe(twin!.heading);
      expect(darkPage.sidebar).toBe(twin!.sidebar);
    }
  });

  it("gives inner pages a banner and home pages none", () => {
    for (const p of pages) {
      expect(p.inner, p.path).toBe(!["/", ...HOME_VARIANTS].includes(p.path));
    }
  });

  it("sets the header call-to-action per layout and the scroll-to-top arrow on variants 2 and 3", () => {
    const shell = (path: string) => pageByPath(path)!.shell;
    expect(shell("/").cta).toBe("Get A Quote");
    expect(shell("/about").cta).toBe("Get A Quote");
    expect(shell("/home4").cta).toBe("Get A Quote");
    expect(shell("/home3").cta).toBe("Get Started Now");
    expect(shell("/home7").cta).toBe("Contact Us");
    expect(pages.filter((p) => p.shell.scrollTop).map((p) => p.path)).toEqual(["/home2", "/home3"]);
  });

  it("gives detail pages their sidebar layout", () => {
    for (const base of ["/service/service-details", "/project/project-details", "/blog/blog-details"]) {
      expect(pageByPath(base)?.sidebar).toBe("left");
      expect(pageByPath(`${base}-right`)?.sidebar).toBe("right");
      expect(pageByPath(`${base}-center`)?.sidebar).toBe("none");
      expect(pageByPath(`${base}-center-dark`)?.sidebar).toBe("none");
    }
  });

  it("looks pages up case-insensitively and ignores a trailing slash", () => {
    expect(pageByPath("/ABOUT")?.id).toBe("about");
    expect(pageByPath("/projectdark")?.id).toBe("project-dark");
    expect(pageByPath("/Blog/Blog-Details/")?.id).toBe("blog-details");
    expect(pageByPath("/")?.id).toBe("home");
    expect(pageByPath("/nope")).toBeUndefined();
  });
});
