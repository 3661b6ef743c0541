import { beforeAll, describe, expect, it } from "vitest";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { VideoDialog } from "./video-dialog";

const URL = "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1";

beforeAll(() => {
  // jsdom has no modal dialogs: emulate open/close and the close event.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});

function setup() {
  render(<VideoDialog embedUrl={URL} title="Company video" triggerLabel="Play introduction video" closeLabel="Close video" />);
  const trigger = screen.getByRole("button", { name: "Play introduction video" });
  const frame = () => document.querySelector("iframe")!;
  return { trigger, frame };
}

/** Opens the dialog; its code loads on the first open, so wait until it is shown. */
async function open(trigger: HTMLElement): Promise<HTMLDialogElement> {
  await act(async () => fireEvent.click(trigger));
  let dialog: HTMLDialogElement | null = null;
  await waitFor(() => {
    dialog = document.querySelector("dialog");
    expect(dialog?.open).toBe(true);
  });
  return dialog!;
}

describe("VideoDialog", () => {
  it("loads no video, and no dialog code, until opened", () => {
    setup();
    expect(document.querySelector("dialog")).toBeNull();
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("opens a named modal with the video and focus on the close button", async () => {
    const { trigger, frame } = setup();
    const dialog = await open(trigger);
    expect(dialog).toHaveAccessibleName("Company video");
    expect(frame()).toHaveAttribute("src", URL);
    expect(frame()).toHaveAttribute("title", "Company video");
    expect(screen.getByRole("button", { name: "Close video" })).toHaveFocus();
  });

  it("closes with the close button, clears the source and returns focus", async () => {
    const { trigger, frame } = setup();
    const dialog = await open(trigger);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Close video" })));
    expect(dialog.open).toBe(false);
    expect(frame()).not.toHaveAttribute("src");
    expect(trigger).toHaveFocus();
  });

  it("closes when the browser closes the dialog (Escape)", async () => {
    const { trigger, frame } = setup();
    const dialog = await open(trigger);
    await act(async () => dialog.close());
    expect(frame()).not.toHaveAttribute("src");
    expect(trigger).toHaveFocus();
  });

  it("wraps Tab inside the dialog with focus sentinels", async () => {
    const { trigger, frame } = setup();
    const dialog = await open(trigger);
    const sentinels = dialog.querySelectorAll<HTMLElement>("span[tabindex='0']");
    await act(async () => sentinels[1].focus());
    expect(screen.getByRole("button", { name: "Close video" })).toHaveFocus();
    await act(async () => sentinels[0].focus());
    expect(frame()).toHaveFocus();
  });
});
