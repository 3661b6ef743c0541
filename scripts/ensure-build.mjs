// `npm start` builds first when there is no production build yet.
import { existsSync } from "node:fs";
import { execSync } from "node:child_process";

const dir = process.env.BUILD_DIR ?? "build";
if (!existsSync(`${dir}/server/index.js`) || !existsSync(`${dir}/client`)) {
  console.log("No production build found: building…");
  execSync("npm run build", { stdio: "inherit" });
}
