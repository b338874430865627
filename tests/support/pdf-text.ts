// Windows-1252 bytes 0x80-0x9F (Node's TextDecoder treats "windows-1252" as plain Latin-1); the five
// undefined bytes stay C1 controls, so any garbage shows up as one.
const WIN_ANSI_80_9F = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

function decodeWinAnsi(bytes: Buffer): string {
  return [...bytes]
    .map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_80_9F[byte - 0x80] : String.fromCharCode(byte)))
    .join("");
}

/**
 * The text drawn by an uncompressed pdfkit PDF: every `[<hex> kerning <hex>] TJ` operation, decoded
 * from WinAnsi. Pieces of one operation are one run of text; separate operations are separate lines.
 */
export function pdfText(pdf: Buffer): string {
  const runs = [...pdf.toString("latin1").matchAll(/\[((?:<[0-9a-f]*>|[-\d.\s])*)\]\s*TJ/gi)].map(
    (operation) =>
      [...(operation[1] ?? "").matchAll(/<([0-9a-f]*)>/gi)]
        .map((hex) => decodeWinAnsi(Buffer.from(hex[1] ?? "", "hex")))
        .join(""),
  );
  return runs.join(" ").replace(/\s+/g, " ");
}
