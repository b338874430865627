import { IntentLink } from "@/components/layout/intent-link";
import { site } from "@/lib/config/site";

export function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden focusable="false">
      <rect width="32" height="32" rx="9" fill="#0f766e" />
      <path
        d="M6 20.5c3.2-1.9 6.8-1.9 10 0s6.8 1.9 10 0"
        stroke="#fbbf24"
        strokeWidth="2.4"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M6 14.5c3.2-1.9 6.8-1.9 10 0s6.8 1.9 10 0"
        stroke="#fff"
        strokeWidth="2.4"
        fill="none"
        strokeLinecap="round"
        opacity=".9"
      />
      <circle cx="22.5" cy="9" r="2.6" fill="#fbbf24" />
    </svg>
  );
}

export function Logo() {
  return (
    <IntentLink
      href="/"
      className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-foreground"
    >
      <LogoMark />
      <span>{site.name}</span>
    </IntentLink>
  );
}
