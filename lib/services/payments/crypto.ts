import forge from "node-forge";

/**
 * Card-field encryption of the provider protocol: AES-256-CBC, key = the first 32 bytes of the
 * cipher token, all-zero IV, PKCS#7 padding, lower-case hex. The card form runs this in the
 * browser, the sandbox decrypts on the server, so it uses node-forge (pure JS) and nothing from
 * Node. The fixed IV is the provider's choice, not ours: every cipher token is single use, which is
 * what keeps equal card numbers from producing equal ciphertexts across sessions.
 */
const KEY_BYTES = 32;
const ZERO_IV = "\0".repeat(16);

function keyFrom(cipherToken: string): string {
  const bytes = forge.util.encodeUtf8(cipherToken);
  if (bytes.length < KEY_BYTES) throw new Error("Invalid encryption key format.");
  return bytes.slice(0, KEY_BYTES);
}

export function encryptCardField(plain: string, cipherToken: string): string {
  if (!plain || !cipherToken) throw new Error("Missing required data for encryption");
  const cipher = forge.cipher.createCipher("AES-CBC", keyFrom(cipherToken));
  cipher.start({ iv: ZERO_IV });
  cipher.update(forge.util.createBuffer(forge.util.encodeUtf8(plain), "raw"));
  cipher.finish();
  return cipher.output.toHex().toLowerCase();
}

export function decryptCardField(hex: string, cipherToken: string): string {
  if (!hex || !cipherToken) throw new Error("Missing required data for encryption");
  const key = keyFrom(cipherToken);
  // Whole AES blocks of hex digits only; anything else was not produced by encryptCardField.
  if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length % 32 !== 0)
    throw new Error("Invalid data format for encryption.");
  const decipher = forge.cipher.createDecipher("AES-CBC", key);
  decipher.start({ iv: ZERO_IV });
  decipher.update(forge.util.createBuffer(forge.util.hexToBytes(hex), "raw"));
  // finish() is false when the padding is wrong: a different key or a tampered ciphertext.
  if (!decipher.finish()) throw new Error("Decryption failed.");
  try {
    return forge.util.decodeUtf8(decipher.output.getBytes());
  } catch {
    throw new Error("Decryption failed.");
  }
}
