/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Composer } from "@/components/community/composer";
import { EnglishMessages } from "@/tests/support/intl";

function setup(props: Partial<Parameters<typeof Composer>[0]> = {}) {
  const onSend = jest.fn(async () => true);
  render(
    <EnglishMessages namespaces={["community", "notifications"]}>
      <Composer
        roomName="General"
        onSend={onSend}
        sending={false}
        rateLimited={false}
        secondsLeft={0}
        quotaMessage={null}
        {...props}
      />
    </EnglishMessages>,
  );
  return { onSend, box: screen.getByLabelText("Message") as HTMLTextAreaElement };
}

describe("community composer", () => {
  it("counts the characters remaining and marks a message over 500 invalid", () => {
    const { box } = setup();
    expect(screen.getByText("500 characters remaining")).toBeTruthy();
    fireEvent.change(box, { target: { value: "hello" } });
    expect(screen.getByText("495 characters remaining")).toBeTruthy();
    fireEvent.change(box, { target: { value: "x".repeat(503) } });
    expect(screen.getByText("3 characters over the limit")).toBeTruthy();
    expect(box.getAttribute("aria-invalid")).toBe("true");
  });

  it("sends on Enter and clears the box; Shift+Enter does not send", async () => {
    const { box, onSend } = setup();
    fireEvent.change(box, { target: { value: "line one" } });
    fireEvent.keyDown(box, { key: "Enter", shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.keyDown(box, { key: "Enter" });
    });
    expect(onSend).toHaveBeenCalledWith("line one");
    expect(box.value).toBe("");
  });

  it("does not send blank messages", async () => {
    const { box, onSend } = setup();
    fireEvent.change(box, { target: { value: "   " } });
    await act(async () => {
      fireEvent.keyDown(box, { key: "Enter" });
    });
    expect(onSend).not.toHaveBeenCalled();
    expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the rate-limit countdown and the quota text", () => {
    const { box, onSend } = setup({ rateLimited: true, secondsLeft: 42 });
    expect(screen.getByRole("status").textContent).toBe(
      "You're sending messages too quickly. You can send again in 42 s.",
    );
    fireEvent.change(box, { target: { value: "wait" } });
    fireEvent.keyDown(box, { key: "Enter" });
    expect(onSend).not.toHaveBeenCalled();
  });

  it("disables the box when the daily quota is reached", () => {
    const quota = "Daily message limit reached (200/200). Please try again tomorrow or upgrade your plan.";
    const { box } = setup({ quotaMessage: quota });
    expect(screen.getByRole("status").textContent).toBe(quota);
    expect(box.disabled).toBe(true);
  });
});
