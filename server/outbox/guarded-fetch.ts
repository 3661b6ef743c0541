/**
 * A fetch for webhooks set in the desk: it connects only to the address it checked, and refuses one on this machine or
 * a private network (notify-settings.ts isPrivateAddress) unless allowed. Checking the name when it is saved is not
 * enough: DNS may answer differently later (rebinding), so the check is in the connection's own lookup.
 */
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { isPrivateAddress } from "./notify-settings";

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

function refused(host: string): Error {
  return new Error(`${host} is on this machine or a private network; a webhook set in the desk may not go there`);
}

export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, "");
      const list = addresses;
      if (!allowPrivate && list.some((a) => isPrivateAddress(a.address))) return callback(refused(hostname), "");
      if (options.all) return callback(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}

/** Enough of fetch for the webhook channel: a POST of a string body; the answer's status, its body dropped. */
export function guardedFetch(allowPrivate: boolean): typeof fetch {
  return ((input: string | URL, init: RequestInit = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(String(input));
      const host = url.hostname.replace(/^\[|\]$/g, "");
      // An address written as an IP is connected to without a lookup.
      if (net.isIP(host) && !allowPrivate && isPrivateAddress(host)) return reject(refused(host));
      const request = (url.protocol === "https:" ? https : http).request(url, {
        method: init.method ?? "GET",
        headers: init.headers as Record<string, string>,
        signal: init.signal ?? undefined,
        lookup: guardedLookup(allowPrivate) as unknown as net.LookupFunction,
      });
      request.once("response", (res) => {
        res.resume();
        // Response takes 200–599; anything else is not a success either.
        const status = res.statusCode && res.statusCode >= 200 && res.statusCode <= 599 ? res.statusCode : 599;
        resolve(new Response(null, { status }));
      });
      request.once("error", reject);
      request.end(typeof init.body === "string" ? init.body : undefined);
    })) as typeof fetch;
}
