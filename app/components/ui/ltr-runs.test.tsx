import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ltrRuns } from "./ltr-runs";

const html = (text: string, rtl: boolean) => render(<p>{ltrRuns(text, rtl)}</p>).container.innerHTML;

describe("ltrRuns", () => {
  it("isolates the Latin runs of a right-to-left text, and nothing else", () => {
    expect(html("1250 Harbor View Avenue, Suite 400, San Francisco, CA 94107، الولايات المتحدة", true)).toBe(
      '<p><bdi dir="ltr">1250 Harbor View Avenue, Suite 400, San Francisco, CA 94107</bdi>، الولايات المتحدة</p>',
    );
    expect(html(".NET", true)).toBe('<p><bdi dir="ltr">.NET</bdi></p>');
    expect(html("C#", true)).toBe('<p><bdi dir="ltr">C#</bdi></p>');
    expect(html("2.5K+", true)).toBe('<p><bdi dir="ltr">2.5K+</bdi></p>');
    expect(html("© 2024 Nexora Technologies Ltd. جميع الحقوق محفوظة.", true)).toBe(
      '<p><bdi dir="ltr">© 2024 Nexora Technologies Ltd</bdi>. جميع الحقوق محفوظة.</p>',
    );
    expect(html("تعمل Nexora مع Node.js", true)).toBe('<p>تعمل <bdi dir="ltr">Nexora</bdi> مع <bdi dir="ltr">Node.js</bdi></p>');
  });

  it("leaves a number alone, an Arabic text alone and a left-to-right page's text as it is", () => {
    expect(html("التصنيفات (25)", true)).toBe("<p>التصنيفات (25)</p>");
    expect(html("خدماتنا", true)).toBe("<p>خدماتنا</p>");
    expect(html("1250 Harbor View Avenue, Suite 400", false)).toBe("<p>1250 Harbor View Avenue, Suite 400</p>");
  });
});
