import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { demo } from "./support/auth";
import { messageItem, openChat, tag } from "./support/community";

// The demo premium accounts are shared by the chat's tests and the server's limits count per user.
test.describe.configure({ mode: "serial" });

const viewports = [
  { name: "phone", viewport: { width: 360, height: 740 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
];

for (const { name, viewport } of viewports) {
  test(`${name}: a member shares a photo with a caption; the other member sees it live`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const sofia = await openChat(browser, demo.subscriber, viewport);
    const ada = await openChat(browser, demo.admin, viewport);
    const caption = `Sunset from the rooftop ${tag()}`;
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 240, g: 140, b: 60 } },
    })
      .jpeg()
      .toBuffer();

    await sofia.getByRole("button", { name: "Attach an image" }).click();
    await sofia
      .locator('input[type="file"]')
      .setInputFiles({ name: "rooftop.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(sofia.getByText("rooftop.jpg")).toBeVisible();
    await expectNoSeriousA11yViolations(sofia);
    await sofia.getByLabel("Message", { exact: true }).fill(caption);
    await sofia.getByLabel("Message", { exact: true }).press("Enter");
    await expect(sofia.getByText("rooftop.jpg")).toHaveCount(0);

    const image = messageItem(ada, caption).getByRole("img", { name: "Image shared by Sofía Subscriber" });
    await expect(image).toBeVisible();
    // Served re-encoded, members only, and drawn within the column at any width.
    // The element can be visible before its bytes arrive, so wait for the decoded width.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    const box = (await image.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(viewport.width);
    const src = await image.getAttribute("src");
    const served = await ada.request.get(src!);
    expect(served.headers()["content-type"]).toBe("image/webp");

    await ada.context().close();
    await sofia.context().close();
  });
}
