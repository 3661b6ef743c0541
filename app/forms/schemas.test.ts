import { describe, expect, it } from "vitest";
import { FIELD_LIMITS, FORM_FIELDS, FORM_KINDS, phoneDigits, readFields, validateForm, type FieldName, type FormKind } from "./schemas";
import { validation } from "@interface/forms";

const validByKind: Record<FormKind, Partial<Record<FieldName, string>>> = {
  contact: {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    phone: "+44 20 7946 0958",
    subject: "New website",
    message: "We would like a quote.\r\nThanks!",
  },
  quote: { name: "Ada Lovelace", email: "ada@example.com", phone: "(030) 123-456", message: "Cloud migration" },
  comment: { firstName: "Ada", lastName: "", email: "ada@example.com", phone: "", subject: "", message: "Great post" },
  subscribe: { email: "ada@example.com" },
};

const requiredByKind: Record<FormKind, FieldName[]> = {
  contact: ["email", "message"],
  quote: ["email", "message"],
  comment: ["firstName", "email", "message"],
  subscribe: ["email"],
};

describe.each(FORM_KINDS)("%s schema", (kind) => {
  const valid = validByKind[kind];

  it("accepts a complete, valid submission", () => {
    expect(validateForm(kind, valid, validation)).toEqual({ ok: true, data: expect.objectContaining(valid) });
  });

  it("trims every field", () => {
    const padded = Object.fromEntries(Object.entries(valid).map(([k, v]) => [k, `  \t${v}\n `]));
    const result = validateForm(kind, padded, validation);
    expect(result.ok && result.data).toEqual(expect.objectContaining(valid));
  });

  it.each(requiredByKind[kind])("requires %s (missing or blank)", (field) => {
    for (const value of [undefined, "", "   \n "]) {
      const result = validateForm(kind, { ...valid, [field]: value }, validation);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.errors[field]).toMatch(/^Please /);
    }
  });

  it("leaves optional fields optional", () => {
    const onlyRequired = Object.fromEntries(requiredByKind[kind].map((f) => [f, valid[f]]));
    expect(validateForm(kind, onlyRequired, validation).ok).toBe(true);
  });

  it.each(FORM_FIELDS[kind] as readonly FieldName[])("limits the length of %s", (field) => {
    const max = FIELD_LIMITS[field];
    const fill = (n: number) =>
      field === "email" ? `${"a".repeat(n - 12)}@example.com` : field === "phone" ? "1".repeat(n) : "x".repeat(n);
    expect(validateForm(kind, { ...valid, [field]: fill(max) }, validation).ok).toBe(true);
    const tooLong = validateForm(kind, { ...valid, [field]: fill(max + 1) }, validation);
    expect(!tooLong.ok && tooLong.errors[field]).toBe(`Please keep this under ${max.toLocaleString("en-US")} characters.`);
  });

  it("reports one plain message per invalid field", () => {
    const result = validateForm(kind, { email: "not an e-mail" }, validation);
    expect(result.ok).toBe(false);
    if (!result.ok) for (const message of Object.values(result.errors)) expect(message).toMatch(/^Please [^{}<>]+\.$/);
  });
});

describe("e-mail", () => {
  it.each(["plainaddress", "@example.com", "ada@", "ada@example", "ada @example.com", "ada@exa mple.com", "a..b@example.com"])(
    "rejects %j",
    (email) => {
      const result = validateForm("subscribe", { email }, validation);
      expect(!result.ok && result.errors.email).toBe("Please enter a valid e-mail address, for example name@company.com.");
    },
  );

  it.each(["ada@example.com", "first.last+tag@sub.example.co.uk", "O'Brien@example.ie", "ADA@EXAMPLE.COM"])("accepts %j", (email) => {
    expect(validateForm("subscribe", { email }, validation)).toEqual({ ok: true, data: { email } });
  });
});

describe("phone", () => {
  it.each(["+49 30 1234567", "(555) 123-4567", "020 7946 0958", "555.123.4567", "+1/555/1234"])("accepts %j", (phone) => {
    expect(validateForm("quote", { ...validByKind.quote, phone }, validation).ok).toBe(true);
  });

  it.each(["call me", "1234", "+49 30 12x4567", "555-1234 ext. 5", "++49 1234567", "\u0661\u0662", "\uff11\uff12\uff13\uff14"])(
    "rejects %j",
    (phone) => {
      const result = validateForm("quote", { ...validByKind.quote, phone }, validation);
      expect(!result.ok && result.errors.phone).toMatch(/phone number/);
    },
  );

  it.each([
    ["Eastern Arabic", "\u0660\u0665\u0665 \u0661\u0662\u0663 \u0664\u0665\u0666\u0667", "055 123 4567"],
    ["Persian", "\u06f0\u06f9\u06f1\u06f2 \u06f3\u06f4\u06f5 \u06f6\u06f7\u06f8\u06f9", "0912 345 6789"],
    ["full-width", "\uff0b\uff14\uff19\u3000\uff13\uff10\uff08\uff11\uff12\uff09\uff0d\uff13\uff14\uff15", "+49 30(12)-345"],
    ["mixed", "+966 \u0665\u0665 123 \u0664\u0665\u0666\u0667", "+966 55 123 4567"],
  ])("accepts %s digits, stored as ASCII", (_, phone, stored) => {
    const result = validateForm("quote", { ...validByKind.quote, phone }, validation);
    expect(result).toEqual({ ok: true, data: { ...validByKind.quote, phone: stored } });
    expect(phoneDigits(phone)).toBe(stored);
  });
});

describe("control characters", () => {
  it.each(["Ada\nLovelace", "Ada\u0000", "Ada\u001b[31m", "Ada\u2028Lovelace", "Ada\u0085", "\ud800Ada"])(
    "single-line fields refuse %j",
    (firstName) => {
      const result = validateForm("contact", { ...validByKind.contact, firstName }, validation);
      expect(!result.ok && result.errors.firstName).toMatch(/line breaks and special characters/);
    },
  );

  it("messages keep line breaks and tabs but refuse other control characters", () => {
    expect(validateForm("contact", { ...validByKind.contact, message: "Line 1\r\n\tLine 2\nLine 3" }, validation).ok).toBe(true);
    const result = validateForm("contact", { ...validByKind.contact, message: "bell\u0007" }, validation);
    expect(!result.ok && result.errors.message).toMatch(/control characters/);
  });

  it("keeps HTML, SQL and emoji as ordinary text", () => {
    const message = `<script>alert(1)</script>'); DROP TABLE leads;-- 👩🏽‍💻 café`;
    expect(validateForm("contact", { ...validByKind.contact, message }, validation)).toEqual({
      ok: true,
      data: expect.objectContaining({ message }),
    });
  });
});

describe("readFields", () => {
  it("reads only the kind's own fields", () => {
    const form = new FormData();
    form.set("email", "ada@example.com");
    form.set("message", "hi");
    form.set("isAdmin", "yes");
    expect(readFields("subscribe", form)).toEqual({ values: { email: "ada@example.com" }, malformed: [] });
  });

  it("reports fields sent twice or as files", () => {
    const form = new FormData();
    form.append("email", "a@example.com");
    form.append("email", "b@example.com");
    form.append("message", new Blob(["x"]), "x.txt");
    expect(readFields("contact", form).malformed).toEqual(["email", "message"]);
  });
});
