import { ImageResponse } from "next/og";

export const ogSize = { width: 1200, height: 630 };

/** The social card layout (Open Graph and Twitter): brand strip, big title, a line of facts. */
export function ogCard({
  eyebrow,
  title,
  subtitle,
  facts = [],
}: {
  eyebrow: string;
  title: string;
  subtitle: string;
  facts?: string[];
}): ImageResponse {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 64,
        background: "linear-gradient(135deg, #0f766e 0%, #134e4a 60%, #0f172a 100%)",
        color: "white",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 16, fontSize: 34, fontWeight: 700 }}>
        <div style={{ width: 48, height: 48, borderRadius: 12, background: "#f59e0b", display: "flex" }} />
        Latitud
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 12 }}>
        <div style={{ fontSize: 30, color: "#fcd34d", textTransform: "uppercase", letterSpacing: 2 }}>
          {eyebrow}
        </div>
        <div style={{ fontSize: 88, fontWeight: 800, lineHeight: 1.05 }}>{title}</div>
        <div style={{ fontSize: 34, color: "#ccfbf1", maxWidth: 1000 }}>{subtitle}</div>
      </div>
      <div style={{ display: "flex", gap: 24, fontSize: 28, color: "#e2e8f0" }}>
        {facts.map((fact) => (
          <div
            key={fact}
            style={{
              display: "flex",
              padding: "10px 20px",
              borderRadius: 999,
              background: "rgba(255,255,255,0.12)",
            }}
          >
            {fact}
          </div>
        ))}
      </div>
    </div>,
    ogSize,
  );
}
