/** The production server behind the HTTPS/HTTP/2 proxy, and a Chromium for Lighthouse to drive: test:budgets and measure:lantern-gap. */
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startServer, type RunningServer } from "./serve";
import { startTlsProxy, type TlsProxy } from "./tls-proxy";

export interface LighthouseLab {
  server: RunningServer;
  proxy: TlsProxy;
  chrome: chromeLauncher.LaunchedChrome;
  stop(): Promise<void>;
}

// The certificate is self-signed (lib/tls-proxy.ts); the server's port + 1 is the proxy's.
export async function startLighthouseLab(port: number): Promise<LighthouseLab> {
  const server = await startServer(port);
  const proxy = await startTlsProxy(server.origin, port + 1);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, "--ignore-certificate-errors"],
  });
  return {
    server,
    proxy,
    chrome,
    async stop() {
      chrome.kill();
      await proxy.stop();
      await server.stop();
    },
  };
}
