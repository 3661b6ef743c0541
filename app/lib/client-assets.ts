import { CLIENT_ENTRIES, type ClientAssets } from "../../shared/client-entries";

declare const __CLIENT_ASSETS__: ClientAssets | undefined;

/**
 * URLs of the header module and the island loader: set at build time from the islands build
 * (vite.config.ts), the sources themselves under `npm run dev` (Vite serves them).
 */
export const clientAssets: ClientAssets =
  typeof __CLIENT_ASSETS__ !== "undefined"
    ? __CLIENT_ASSETS__
    : { header: `/${CLIENT_ENTRIES.header}`, loader: `/${CLIENT_ENTRIES.loader}` };
