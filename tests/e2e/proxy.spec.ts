/**
 * The production server behind a proxy (server/forwarded.ts, TRUST_PROXY): React Router's
 * origin check on form posts sees the host and scheme the visitor used, whatever Host the
 * proxy sends upstream; a client the server does not trust cannot move them; a scheme the proxy
 * did not pass on gets a readable page and one warning; TRUST_PROXY on every interface is
 * warned about at start. (The real edge, nginx over HTTPS: npm run test:edge.)
 */
import http from "node:http";
import { expect, startFormsServer, test, type FormsServer } from "./forms-support";

// Each test starts its own servers (two in the last): slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

function post(server: FormsServer, email: string, headers: Record<string, string>) {
  const body = new URLSearchParams({
    kind: "contact",
    formId: "contact-form_proxy",
    firstName: "Ada",
    lastName: "Lovelace",
    email,
    phone: "+44 20 7946 0958",
    subject: "Behind a proxy",
    message: "Sent without JavaScript.",
    fax_number: "",
  }).toString();
  // http.request, not fetch: it sends the Host it is given (the upstream's, here 127.0.0.1:port).
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      `${server.url}/contact`,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body), ...headers },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode!, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const warnings = (server: FormsServer, text: string) =>
  server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{") && line.includes(text))
    .map((line) => JSON.parse(line) as { level: string; msg: string });

test("behind a proxy that sends the upstream's Host and the visitor's in X-Forwarded-Host, a post without JavaScript is stored", async () => {
  const server = await startFormsServer({ TRUST_PROXY: "loopback" }, undefined, { direct: true });
  try {
    const res = await post(server, "proxied@example.com", {
      "x-forwarded-host": "www.nexora.example",
      "x-forwarded-proto": "https",
      "x-forwarded-for": "198.51.100.7",
      origin: "https://www.nexora.example",
      "sec-fetch-site": "same-origin",
    });
    expect(res.status, res.body.slice(0, 300)).toBe(303);
    expect(server.leads().filter((lead) => lead.email === "proxied@example.com")).toHaveLength(1);
  } finally {
    await server.stop();
  }
});

test("X-Forwarded-Host from a client that is not a trusted proxy moves neither host nor port", async () => {
  const server = await startFormsServer({ TRUST_PROXY: "10.0.0.0/8" }, undefined, { direct: true });
  try {
    const res = await post(server, "direct@example.com", {
      "x-forwarded-host": "evil.example:1234",
      origin: server.url,
      "sec-fetch-site": "same-origin",
    });
    expect(res.status, res.body.slice(0, 300)).toBe(303);
    expect(server.leads().filter((lead) => lead.email === "direct@example.com")).toHaveLength(1);
    // Nor can it pass a foreign origin off as ours.
    const foreign = await post(server, "foreign@example.com", { "x-forwarded-host": "evil.example", origin: "http://evil.example" });
    expect(foreign.status).toBe(403);
    expect(server.leads().filter((lead) => lead.email === "foreign@example.com")).toHaveLength(0);
  } finally {
    await server.stop();
  }
});

test("a post whose https scheme the proxy did not pass on gets a readable page, nothing stored, and one warning", async () => {
  const server = await startFormsServer({ TRUST_PROXY: undefined }, undefined, { direct: true });
  try {
    const https = server.url.replace("http:", "https:");
    for (const email of ["lost1@example.com", "lost2@example.com"]) {
      const res = await post(server, email, { origin: https, "sec-fetch-site": "same-origin" });
      expect(res.status).toBe(400);
      expect(res.body).toContain("<h1>400 Not Sent</h1>");
      expect(res.body).toContain("could not be sent because of a problem on our side");
    }
    expect(server.leads().filter((lead) => lead.email.startsWith("lost"))).toHaveLength(0);
    const lines = warnings(server, "arrived as http");
    expect(lines).toHaveLength(1);
    expect(lines[0].level).toBe("warn");
    expect(lines[0].msg).toContain("TRUST_PROXY");
  } finally {
    await server.stop();
  }
});

test("TRUST_PROXY while listening on every interface is warned about at start, in one JSON line", async () => {
  const everywhere = await startFormsServer({ TRUST_PROXY: "1", HOST: "0.0.0.0" }, undefined, { direct: true });
  const loopback = await startFormsServer({ TRUST_PROXY: "1", HOST: "127.0.0.1" }, undefined, { direct: true });
  try {
    const lines = warnings(everywhere, "listens on every interface");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "warn", host: "0.0.0.0", trustProxy: 1 });
    expect(warnings(loopback, "listens on every interface")).toHaveLength(0);
  } finally {
    await everywhere.stop();
    await loopback.stop();
  }
});
