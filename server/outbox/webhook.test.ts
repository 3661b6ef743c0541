// @vitest-environment node
import crypto from "node:crypto";
import http from "node:http";
import type net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { LeadRow } from "../store/types";
import { deliveryKey } from "./channel";
import { createWebhookChannel, signWebhook, verifyWebhookSignature, webhookPayload } from "./webhook";

const lead: LeadRow = {
  id: 42,
  kind: "quote",
  status: "new",
  createdAt: "2025-06-01T10:00:00.000Z",
  page: "/service/service-details",
  firstName: "",
  lastName: "",
  name: "Grace Hopper",
  email: "grace@example.com",
  phone: "+1 555 0100",
  subject: "",
  message: "Cloud migration, please.",
  notifiedAt: null,
};
const secret = "s3cret-s3cret-s3cret";
const delivery = { entryId: 7, attempt: 1, key: deliveryKey(lead, "webhook"), since: lead.createdAt };

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function receiver(answer: (res: http.ServerResponse) => void) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      answer(res);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/hook`, received };
}

describe("webhook channel", () => {
  it("POSTs the lead as JSON, signed over '<t>.<body>' with HMAC-SHA256, with the delivery's idempotency key", async () => {
    const hook = await receiver((res) => res.writeHead(204).end());
    const now = new Date("2025-06-01T10:00:05Z");
    await createWebhookChannel({ url: hook.url, secret, now: () => now }).deliver(lead, delivery);

    const [{ headers, body }] = hook.received;
    expect(headers["content-type"]).toBe("application/json");
    expect(headers["idempotency-key"]).toBe("lead-42-" + Date.parse(lead.createdAt).toString(36) + "-webhook");
    const expected = crypto.createHmac("sha256", secret).update(`1748772005.${body}`).digest("hex");
    expect(headers["x-nexora-signature"]).toBe(`t=1748772005,v1=${expected}`);
    expect(JSON.parse(body)).toEqual({
      type: "lead.created",
      deliveryId: delivery.key,
      lead: {
        id: 42,
        kind: "quote",
        status: "new",
        createdAt: "2025-06-01T10:00:00.000Z",
        page: "/service/service-details",
        locale: "en",
        fields: {
          firstName: "",
          lastName: "",
          name: "Grace Hopper",
          email: "grace@example.com",
          phone: "+1 555 0100",
          subject: "",
          message: "Cloud migration, please.",
        },
      },
    });
  });

  it("says the lead's language, by the page it was sent from", () => {
    expect(webhookPayload({ ...lead, page: "/de/contact" }, "d").lead).toMatchObject({ page: "/de/contact", locale: "de" });
    expect(webhookPayload({ ...lead, page: "/ar" }, "d").lead.locale).toBe("ar");
  });

  it("keeps the idempotency key across attempts and leads apart", () => {
    expect(deliveryKey(lead, "webhook")).toBe(deliveryKey({ ...lead }, "webhook"));
    expect(deliveryKey({ ...lead, id: 43 }, "webhook")).not.toBe(delivery.key);
    expect(deliveryKey({ ...lead, createdAt: "2025-06-02T10:00:00.000Z" }, "webhook")).not.toBe(delivery.key);
    expect(deliveryKey(lead, "email")).not.toBe(delivery.key);
  });

  it.each([
    [500, /HTTP 500/],
    [404, /HTTP 404/],
    [302, /HTTP 302/],
  ])("fails on an answer %i", async (status, message) => {
    const hook = await receiver((res) => res.writeHead(status, { location: "/elsewhere" }).end("no"));
    await expect(createWebhookChannel({ url: hook.url, secret }).deliver(lead, delivery)).rejects.toThrow(message);
  });

  it("fails when nothing listens", async () => {
    const hook = await receiver((res) => res.end());
    const server = servers.pop()!;
    await new Promise((resolve) => server.close(resolve));
    await expect(createWebhookChannel({ url: hook.url, secret }).deliver(lead, delivery)).rejects.toThrow(
      /^webhook: connect ECONNREFUSED 127\.0\.0\.1:\d+$/,
    );
  });

  it("fails when the receiver does not answer within the timeout", async () => {
    const hook = await receiver(() => undefined);
    const started = Date.now();
    await expect(createWebhookChannel({ url: hook.url, secret, timeoutMs: 300 }).deliver(lead, delivery)).rejects.toThrow(
      /no answer within 300 ms/,
    );
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe("signature verification (what a receiver does)", () => {
  const body = '{"type":"lead.created"}';
  const now = new Date("2025-06-01T10:00:00Z");
  const t = now.getTime() / 1000;

  it("accepts the signature of this body with this secret", () => {
    expect(verifyWebhookSignature(secret, signWebhook(secret, body, t), body, { now })).toBe(true);
    expect(verifyWebhookSignature(secret, signWebhook(secret, body, t - 200), body, { now })).toBe(true);
  });

  it.each([
    ["another body", signWebhook(secret, body, t), `${body} `],
    ["another secret", signWebhook("another-secret-0000", body, t), body],
    ["a replay 10 minutes later", signWebhook(secret, body, t - 600), body],
    ["no header", undefined, body],
    ["a malformed header", "v1=abc", body],
    ["a truncated signature", signWebhook(secret, body, t).slice(0, -2), body],
  ])("refuses %s", (_name, header, payload) => {
    expect(verifyWebhookSignature(secret, header, payload, { now })).toBe(false);
  });
});
