// Not inside the build directory: `react-router build` empties it first. scripts/postbuild.ts copies the files in.
import fs from "node:fs";
import path from "node:path";
import { CLIENT_ENTRIES, type ClientAssets } from "../../shared/client-entries.ts";

export function islandsOutDir(buildDir = process.env.BUILD_DIR ?? "build"): string {
  const resolved = path.resolve(buildDir);
  return path.join(path.dirname(resolved), `.${path.basename(resolved)}-islands`);
}

export { CLIENT_ENTRIES, type ClientAssets } from "../../shared/client-entries.ts";

function manifestFile(buildDir?: string): string {
  return path.join(islandsOutDir(buildDir), ".vite/manifest.json");
}

export function islandsBuilt(buildDir?: string): boolean {
  return fs.existsSync(manifestFile(buildDir));
}

export function builtClientAssets(buildDir?: string): ClientAssets {
  const file = manifestFile(buildDir);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run the islands build first (npm run build does).`);
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, { file: string }>;
  const url = (entry: string) => {
    const chunk = manifest[entry];
    if (!chunk) throw new Error(`${entry} is not in ${file}`);
    return `/${chunk.file}`;
  };
  return { header: url(CLIENT_ENTRIES.header), loader: url(CLIENT_ENTRIES.loader) };
}

// Under `npm run dev` (Vite in middleware mode under server.ts), Vite serves the sources themselves.
export const devClientAssets: ClientAssets = {
  header: `/${CLIENT_ENTRIES.header}`,
  loader: `/${CLIENT_ENTRIES.loader}`,
};
