// The language list lives in shared/ so the server (which language a path is in) and the app read the same one.
export * from "../../shared/locales.ts";
