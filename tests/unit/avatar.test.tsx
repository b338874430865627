/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { Avatar, avatarInitial } from "@/components/ui/avatar";

describe("avatar initial", () => {
  it("uses the name, then the email, then 'U'", () => {
    expect(avatarInitial("maria", "z@x.com")).toBe("M");
    expect(avatarInitial("  ", "zoe@x.com")).toBe("Z");
    expect(avatarInitial(null, null)).toBe("U");
  });

  it("renders the initial when there is no image", async () => {
    render(<Avatar name={null} email="lucas@example.com" />);
    expect(await screen.findByText("L")).toBeTruthy();
  });
});
