// @vitest-environment node
import express from "express";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { Handler } from "./front";
import { pipeline, REQUEST_ORDER, type Stages } from "./pipeline";

let server: http.Server | undefined;
afterEach(() => void server?.close());

/** Every stage records its name; `answers` names the one that ends the request. */
function recordingStages(seen: string[], answers: string): Stages {
  const stages: Record<string, Handler | express.RequestHandler[]> = {};
  for (const { stage, where } of REQUEST_ORDER) {
    const answer = (res: http.ServerResponse) => res.end(seen.join(","));
    stages[stage] =
      where === "front"
        ? (_req, res) => {
            seen.push(stage);
            if (stage !== answers) return false;
            answer(res);
            return true;
          }
        : [
            (_req, res, next) => {
              seen.push(stage);
              if (stage === answers) answer(res);
              else next();
            },
          ];
  }
  return stages as Stages;
}

async function get(listener: http.RequestListener): Promise<string> {
  server = http.createServer(listener).listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  return (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)).text();
}

describe("the request pipeline", () => {
  it("runs the stages in REQUEST_ORDER: the front ones, then Express's, until one answers", async () => {
    const seen: string[] = [];
    expect(await get(pipeline(express(), recordingStages(seen, "reactRouter")))).toBe(
      REQUEST_ORDER.map((s) => s.stage)
        .slice(0, REQUEST_ORDER.findIndex((s) => s.stage === "reactRouter") + 1)
        .join(","),
    );
  });

  it("stops at the front stage that answers: Express never sees the request", async () => {
    const seen: string[] = [];
    expect(await get(pipeline(express(), recordingStages(seen, "health")))).toBe("requestLog,securityHeaders,requestChecks,health");
  });

  it("leaves out the stages a mode sets to null (dev has no prerendered pages, production no Vite)", async () => {
    const seen: string[] = [];
    const stages = { ...recordingStages(seen, "reactRouter"), prerenderedPages: null, assets: null, devModules: null };
    const answer = await get(pipeline(express(), stages));
    expect(answer.split(",")).not.toContain("prerenderedPages");
    expect(answer.split(",")).not.toContain("devModules");
    expect(answer.split(",")).toContain("files");
  });

  it("puts every front stage before every Express stage", () => {
    const lastFront = REQUEST_ORDER.map((s) => s.where).lastIndexOf("front");
    const firstExpress = REQUEST_ORDER.map((s) => s.where).indexOf("express");
    expect(lastFront).toBeLessThan(firstExpress);
    expect(REQUEST_ORDER.at(-1)?.stage).toBe("errors");
  });
});
