import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { pricingPlans } from "~/content/pricing";
import { homeMain } from "~/content/home-main";
import { PricingPlans, planHref } from "./pricing-plans";

describe("PricingPlans", () => {
  it("sends Buy Now to the contact page with the plan named, never to '#'", () => {
    expect(pricingPlans().map(planHref)).toEqual(["/contact?plan=Basic", "/contact?plan=Standard", "/contact?plan=Premium"]);
  });

  it("shows the three plans with prices, period and the popular badge", () => {
    render(
      <MemoryRouter>
        <PricingPlans intro={homeMain().pricing} plans={pricingPlans()} />
      </MemoryRouter>,
    );
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(3);
    const [basic, standard, premium] = cards;
    expect(within(basic).getByText("$9.9")).toBeInTheDocument();
    expect(within(standard).getByText("$19.9")).toBeInTheDocument();
    expect(within(premium).getByText("$9.9")).toBeInTheDocument();
    expect(within(standard).getByText("Most Popular")).toBeInTheDocument();
    expect(within(basic).queryByText("Most Popular")).toBeNull();
    expect(within(premium).getByText("per month", { exact: true })).toBeInTheDocument();
    expect(within(standard).getByRole("link", { name: /Buy Now.*Standard plan/ })).toHaveAttribute("href", "/contact?plan=Standard");
  });
});
