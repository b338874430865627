// An HTTPS front with HTTP/2 for the page benchmarks, as production has one (nginx or the load
// balancer terminates TLS, docs/DEPLOY.md): phones fetch a page's scripts, styles and images over one
// HTTP/2 connection, where plain http://localhost is HTTP/1.1 with six connections per origin.
// Lighthouse's simulated network models the two differently (a new HTTP/1.1 connection costs its
// handshake, a warm HTTP/2 one none), so a page measured over HTTP/1.1 pays round trips production
// does not. The certificate is self-signed for localhost, made at start; the browser is told to
// accept it (--ignore-certificate-errors).
import { generateKeyPairSync, randomBytes } from "node:crypto";
import http from "node:http";
import http2 from "node:http2";
import forge from "node-forge";

/** A self-signed certificate for localhost, valid for a day. */
function selfSigned() {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: "spki", format: "pem" }).toString());
  cert.serialNumber = `01${randomBytes(8).toString("hex")}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 24 * 3600_000);
  const name = [{ name: "commonName", value: "localhost" }];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([{ name: "subjectAltName", altNames: [{ type: 2, value: "localhost" }] }]);
  cert.sign(forge.pki.privateKeyFromPem(keyPem), forge.md.sha256.create());
  return { key: keyPem, cert: forge.pki.certificateToPem(cert) };
}

// Headers of one HTTP/1.1 hop that HTTP/2 forbids or that the next hop sets itself.
const hopByHop = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "upgrade",
  "proxy-connection",
  "te",
  "host",
]);

/**
 * Listens on `port` (HTTPS, HTTP/2 with HTTP/1.1 fallback) and forwards every request to `upstream`
 * (http://host:port) as a proxy does: the original host, X-Forwarded-Proto https. Returns its base
 * URL and a stop function.
 */
export async function startTlsFront({ port, upstream }) {
  const target = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ ...selfSigned(), allowHTTP1: true }, (req, res) => {
    const headers = {};
    for (const [name, value] of Object.entries(req.headers))
      if (!name.startsWith(":") && !hopByHop.has(name)) headers[name] = value;
    headers.host = req.headers[":authority"] ?? req.headers.host;
    headers["x-forwarded-proto"] = "https";
    const forwarded = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        const out = {};
        for (const [name, value] of Object.entries(answer.headers))
          if (!hopByHop.has(name)) out[name] = value;
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    forwarded.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  });
  await new Promise((resolve) => server.listen(port, resolve));
  return {
    base: `https://localhost:${port}`,
    stop: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(resolve);
      }),
  };
}
