// The home pages' video dialog (the island in app/islands/): nothing loaded before the first open, focus kept inside,
// closed with Escape. Focus moving into and out of the player's cross-origin frame is the full browser's, as visitors
// have it: the headless shell the other browser tests run in keeps Tab's focus inside the frame.
import { expect, test, type Page } from "@playwright/test";
import { site } from "../../app/content/site";
import { CHROMIUM_PATH, TEST_CHROMIUM_FLAGS } from "../../scripts/lib/chromium";
import { openHome } from "./home-support";
import { consoleErrors, holdIslandModule, island } from "./island-support";

test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: TEST_CHROMIUM_FLAGS } });

test.describe("video dialog", () => {
  const frame = (page: Page) => page.locator("dialog iframe");

  for (const path of ["/", "/home2"]) {
    test(`${path}: loads nothing until opened, then traps focus and closes with Escape`, async ({ page }) => {
      const videoRequests: string[] = [];
      page.on("request", (r) => {
        if (r.url().includes("youtube")) videoRequests.push(r.url());
      });
      // The test machine has no internet: stand in for the player so that the frame loads
      // (with a focusable control, like the real one) whatever the network does.
      await page.route(/youtube-nocookie\.com/, (route) =>
        route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Player</title><button>Play</button>" }),
      );
      await openHome(page, path);
      const play = page.getByRole("button", { name: "Play introduction video" });
      // Neither the frame nor the dialog's code is there before the first open.
      await expect(frame(page)).toHaveCount(0);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      expect(videoRequests).toEqual([]);

      await play.click();
      const dialog = page.getByRole("dialog", { name: site().videoTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Close video" })).toBeFocused();
      await expect(frame(page)).toHaveAttribute("src", site().videoEmbedUrl);
      expect(site().videoEmbedUrl).toContain("youtube-nocookie.com/embed/");
      await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
      await expect.poll(() => page.frame({ url: /youtube-nocookie/ }) !== null).toBe(true);
      await page.frame({ url: /youtube-nocookie/ })!.waitForLoadState();

      // Tab and Shift+Tab never leave the dialog.
      const close = dialog.getByRole("button", { name: "Close video" });
      for (const key of ["Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
        await page.keyboard.press(key);
        // Polled: a focus sentinel hands focus on in its focus handler, and a loading frame
        // can hold focus on <body> for a moment on a busy machine.
        await expect
          .poll(
            () =>
              page.evaluate(() => {
                const el = document.activeElement;
                return `${el?.tagName}${el?.closest("dialog") ? " in dialog" : ""}`;
              }),
            { message: key },
          )
          .toMatch(/ in dialog$/);
      }
      // Keys pressed inside the (cross-origin) player go to the player, so close from our own control.
      await expect(close).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(frame(page)).not.toHaveAttribute("src");
      await expect(play).toBeFocused();
    });
  }

  test("the close button closes it, clears the source and returns focus", async ({ page }) => {
    await openHome(page, "/");
    const play = page.getByRole("button", { name: "Play introduction video" });
    await play.click();
    await page.getByRole("button", { name: "Close video" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(frame(page)).not.toHaveAttribute("src");
    await expect(play).toBeFocused();
    // It opens again with the video.
    await play.press("Enter");
    await expect(frame(page)).toHaveAttribute("src", site().videoEmbedUrl);
  });

  test("a play press before the island's code arrives opens the dialog once", async ({ page }) => {
    const errors = consoleErrors(page);
    const videoRequests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("youtube-nocookie")) videoRequests.push(r.url());
    });
    // Hold the island's code back: the press comes first (it also wakes the island, if it is not started yet).
    const held = await holdIslandModule(page, "video-dialog");
    await openHome(page, "/");
    const container = island(page, "video-dialog");
    const play = page.getByRole("button", { name: "Play introduction video" });
    await play.click();
    await expect.poll(held.requested).toBe(true);
    await expect(container).not.toHaveAttribute("data-island-ready");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    held.release();
    await expect(container).toHaveAttribute("data-island-ready", "");
    const dialog = page.getByRole("dialog", { name: site().videoTitle });
    await expect(dialog).toBeVisible();
    await expect(page.locator("dialog")).toHaveCount(1);
    await expect(dialog.getByRole("button", { name: "Close video" })).toBeFocused();
    await expect(frame(page)).toHaveAttribute("src", site().videoEmbedUrl);
    // Opened once: one video request, and closing leaves it closed (no second, queued open).
    await page.waitForTimeout(500);
    expect(videoRequests).toHaveLength(1);
    await dialog.getByRole("button", { name: "Close video" }).click();
    await expect(dialog).toBeHidden();
    await page.waitForTimeout(500);
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();
    expect(errors).toEqual([]);
  });
});
