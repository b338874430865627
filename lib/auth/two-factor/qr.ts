import QRCode from "qrcode";

/**
 * The otpauth URI as an SVG QR code in a data URL: drawn on our server, no third-party service sees
 * the secret.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
