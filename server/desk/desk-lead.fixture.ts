// A desk lead for the desk's tests: a contact message unless `over` says otherwise.
import type { DeskLead } from "../store/desk-types";
import { EMPTY_CONTEXT } from "../../shared/forms/lead-context";

export const deskLead = (over: Partial<DeskLead> = {}): DeskLead => ({
  id: 1,
  kind: "contact",
  status: "new",
  createdAt: "2026-11-26T10:00:00.000Z",
  page: "/contact",
  firstName: "Ada",
  lastName: "Lovelace",
  name: "",
  email: "ada@example.com",
  phone: "",
  subject: "Hello",
  message: "Hi",
  notifiedAt: null,
  deskStatus: "new",
  article: "",
  decidedAt: null,
  unpublishedAt: null,
  consentText: "",
  confirmedAt: null,
  ...EMPTY_CONTEXT,
  spamScore: 0,
  spamReasons: [],
  ...over,
});
