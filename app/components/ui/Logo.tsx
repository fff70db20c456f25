/** The Pontos 3D wordmark: a scan point inside a crosshair of laser lines. */
export function LogoMark({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className} width="32" height="32">
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <path d="M16 5v7M16 20v7M5 16h7M20 16h7" stroke="#cdf542" strokeWidth="2" strokeLinecap="round" />
      <circle cx="16" cy="16" r="3" fill="#cdf542" />
      <circle cx="9" cy="9" r="1.2" fill="#cdf542" opacity=".7" />
      <circle cx="23" cy="9" r="1.2" fill="#cdf542" opacity=".45" />
      <circle cx="23" cy="23" r="1.2" fill="#cdf542" opacity=".7" />
      <circle cx="9" cy="23" r="1.2" fill="#cdf542" opacity=".45" />
    </svg>
  );
}

export function Wordmark({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark className={tone === "dark" ? "text-ink-900" : "text-ink-800"} />
      <span className={`text-[1.3rem] font-bold tracking-tight ${tone === "dark" ? "text-ink-900" : "text-white"}`}>
        Pontos<span className={tone === "dark" ? "text-ink-500" : "text-laser-400"}> 3D</span>
      </span>
    </span>
  );
}
