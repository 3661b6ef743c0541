import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { createRoutesStub, Link, Outlet } from "react-router";
import { useNavigated } from "./use-navigated";

/** A menu that stays across pages (as the header does) and closes when the visitor navigates. */
function Menu() {
  const [open, setOpen] = useState(true);
  useNavigated(() => setOpen(false));
  return (
    <>
      <p>{open ? "open" : "closed"}</p>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Link to="/about">About</Link>
      <Link to="/about" replace>
        This page again
      </Link>
      <Outlet />
    </>
  );
}

describe("useNavigated", () => {
  it("does not run when the component mounts; runs on every navigation, to the page already shown too", async () => {
    const user = userEvent.setup();
    const Stub = createRoutesStub([{ path: "/", Component: Menu, children: [{ path: "about", Component: () => null }] }]);
    render(<Stub initialEntries={["/"]} />);
    expect(screen.getByText("open")).toBeInTheDocument(); // mounted open, still open
    await user.click(screen.getByRole("link", { name: "About" }));
    expect(await screen.findByText("closed")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(screen.getByText("open")).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "This page again" }));
    expect(await screen.findByText("closed")).toBeInTheDocument();
  });
});
