import { PHASE_DEVELOPMENT_SERVER } from "next/constants.js";

/**
 * Security headers of every response. The Content-Security-Policy keeps the studio to its own
 * origin: scripts, workers (Monaco's, bundled from the local monaco-editor package), styles, fonts
 * and requests. Inline scripts stay allowed (Next's App Router streams its payload in inline
 * scripts; nonces would need a proxy and dynamic rendering of every page) and inline styles too
 * (Monaco and React set them). `unsafe-eval` only in dev, where Next's hot reloading needs it.
 */
function securityHeaders(dev) {
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
  return [
    { key: "Content-Security-Policy", value: csp },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
  ];
}

/** @type {(phase: string) => import('next').NextConfig} */
export default function nextConfig(phase) {
  return {
    // NEXT_DIST_DIR lets several builds or dev servers run side by side (tests, parallel work).
    distDir: process.env.NEXT_DIST_DIR ?? ".next",
    poweredByHeader: false,
    async headers() {
      return [{ source: "/:path*", headers: securityHeaders(phase === PHASE_DEVELOPMENT_SERVER) }];
    },
  };
}
