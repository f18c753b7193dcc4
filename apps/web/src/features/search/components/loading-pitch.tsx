export const LOADING_MESSAGE = "Good things take time! We're analyzing the data — sit tight, it won't be long!"

const KEYFRAMES = `
@keyframes pw-ball {
  0% { transform: translate(60px, 70px); }
  20% { transform: translate(120px, 30px); }
  40% { transform: translate(190px, 95px); }
  60% { transform: translate(250px, 45px); }
  80% { transform: translate(160px, 60px); }
  100% { transform: translate(60px, 70px); }
}
@keyframes pw-scan { 0% { transform: translateX(-40px); } 100% { transform: translateX(340px); } }
@keyframes pw-pulse { 0%, 100% { opacity: .35; } 50% { opacity: 1; } }
.pw-ball { animation: pw-ball 3.2s ease-in-out infinite; }
.pw-scan { animation: pw-scan 2.4s linear infinite; }
.pw-dot { animation: pw-pulse 1.2s ease-in-out infinite; }
@media (prefers-reduced-motion: reduce) {
  .pw-ball, .pw-scan, .pw-dot { animation: none; }
  .pw-ball { transform: translate(150px, 60px); }
  .pw-scan { display: none; }
}
`

/** The loading panel shown while an analysis runs: an animated pitch and the spec's message. */
export function LoadingPitch() {
  return (
    <section
      aria-live="polite"
      aria-busy="true"
      data-testid="analysis-loading"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-white/10 dark:bg-slate-900/70"
    >
      <style>{KEYFRAMES}</style>
      <div className="mx-auto max-w-md">
        <svg viewBox="0 0 300 120" className="h-auto w-full" role="img" aria-label="Animated football pitch">
          <defs>
            <linearGradient id="pw-grass" x1="0" x2="1">
              <stop offset="0" stopColor="#065f46" />
              <stop offset="1" stopColor="#047857" />
            </linearGradient>
            <linearGradient id="pw-scan-grad" x1="0" x2="1">
              <stop offset="0" stopColor="#34d399" stopOpacity="0" />
              <stop offset="0.5" stopColor="#34d399" stopOpacity="0.35" />
              <stop offset="1" stopColor="#34d399" stopOpacity="0" />
            </linearGradient>
            <clipPath id="pw-clip">
              <rect x="4" y="4" width="292" height="112" rx="8" />
            </clipPath>
          </defs>
          <rect x="4" y="4" width="292" height="112" rx="8" fill="url(#pw-grass)" />
          <g clipPath="url(#pw-clip)">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <rect key={i} x={4 + i * 50} y="4" width="25" height="112" fill="#ffffff" opacity="0.04" />
            ))}
            <rect className="pw-scan" x="0" y="4" width="40" height="112" fill="url(#pw-scan-grad)" />
          </g>
          <g fill="none" stroke="#ecfdf5" strokeOpacity="0.75" strokeWidth="1.5">
            <rect x="12" y="12" width="276" height="96" rx="2" />
            <line x1="150" y1="12" x2="150" y2="108" />
            <circle cx="150" cy="60" r="16" />
            <rect x="12" y="36" width="34" height="48" />
            <rect x="254" y="36" width="34" height="48" />
            <rect x="12" y="48" width="12" height="24" />
            <rect x="276" y="48" width="12" height="24" />
          </g>
          <circle cx="150" cy="60" r="2" fill="#ecfdf5" />
          <g className="pw-ball">
            <circle r="5" fill="#ffffff" stroke="#0f172a" strokeWidth="1" />
            <circle r="1.8" fill="#0f172a" />
          </g>
        </svg>
      </div>
      <p className="mt-4 flex items-center justify-center gap-2 text-center text-sm font-medium text-slate-700 sm:text-base dark:text-slate-200">
        <span className="inline-flex gap-1" aria-hidden="true">
          <span className="pw-dot size-1.5 rounded-full bg-emerald-400" />
          <span className="pw-dot size-1.5 rounded-full bg-emerald-400 [animation-delay:200ms]" />
          <span className="pw-dot size-1.5 rounded-full bg-emerald-400 [animation-delay:400ms]" />
        </span>
        {LOADING_MESSAGE}
      </p>
    </section>
  )
}
