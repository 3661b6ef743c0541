/*
 * Starts the editor (Decap CMS, loaded just before) with admin/config.yml, saving through the
 * server that serves this page (`npm run cms`), and shows what would stop the site from being
 * built: the same checks as the build, run by that server after every save.
 */
window.CMS.init({
  config: { local_backend: { url: new URL("/api/v1", window.location.href).href } },
});

const banner = document.createElement("aside");
banner.setAttribute("role", "status");
banner.setAttribute("aria-live", "polite");
banner.style.cssText =
  "position:fixed;inset:auto 1rem 1rem auto;max-width:36rem;max-height:40vh;overflow:auto;z-index:10000;" +
  "padding:0.75rem 1rem;border-radius:6px;background:#fff4e5;color:#5f2b00;border:1px solid #f0a04b;" +
  "font:14px/1.4 system-ui,sans-serif;box-shadow:0 4px 16px rgba(0,0,0,.15);white-space:pre-wrap";
banner.hidden = true;
document.body.append(banner);

async function showProblems() {
  try {
    const response = await fetch("/admin/problems.json", { cache: "no-store" });
    const { problems } = await response.json();
    banner.hidden = problems.length === 0;
    banner.textContent = problems.length
      ? `The site cannot be built until these are fixed:\n${problems.map((line) => `• ${line}`).join("\n")}`
      : "";
  } catch {
    // The editor's server stopped: Decap says so itself on the next save.
  }
}

void showProblems();
setInterval(showProblems, 4000);
