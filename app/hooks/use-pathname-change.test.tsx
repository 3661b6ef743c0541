import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { createRoutesStub, Link, Outlet } from "react-router";
import { usePathnameChange } from "./use-pathname-change";

/** A menu that stays across pages (as the header does) and closes when the page changes. */
function Menu() {
  const [open, setOpen] = useState(true);
  usePathnameChange(() => setOpen(false));
  return (
    <>
      <p>{open ? "open" : "closed"}</p>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Link to="/about">About</Link>
      <Link to="/about?tab=2">Same page</Link>
      <Outlet />
    </>
  );
}

describe("usePathnameChange", () => {
  it("does not run when the component mounts, runs when the visitor moves to another page", async () => {
    const user = userEvent.setup();
    const Stub = createRoutesStub([{ path: "/", Component: Menu, children: [{ path: "about", Component: () => null }] }]);
    render(<Stub initialEntries={["/"]} />);
    expect(screen.getByText("open")).toBeInTheDocument(); // mounted open, still open
    await user.click(screen.getByRole("link", { name: "About" }));
    expect(await screen.findByText("closed")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Open" }));
    await user.click(screen.getByRole("link", { name: "Same page" })); // same path, new search
    expect(screen.getByText("open")).toBeInTheDocument();
  });
});
