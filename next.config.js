/** @type {import('next').NextConfig} */
const nextConfig = {
  // NEXT_DIST_DIR lets several builds or dev servers run side by side (tests, parallel work).
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
};

export default nextConfig;
