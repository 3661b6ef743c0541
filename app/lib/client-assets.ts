import type { ClientAssets } from "../../scripts/lib/islands-build";

declare const __CLIENT_ASSETS__: ClientAssets | undefined;

/**
 * URLs of the header module and the island loader: set at build time from the islands build
 * (vite.config.ts), the sources themselves under `react-router dev`.
 */
export const clientAssets: ClientAssets =
  typeof __CLIENT_ASSETS__ !== "undefined" ? __CLIENT_ASSETS__ : { header: "/app/client/header.ts", loader: "/app/client/islands.ts" };
