/** @type {import('next').NextConfig} */
const nextConfig = {
  // The engine and content are plain TypeScript/JSON inside the project; nothing to transpile apart.
  typedRoutes: false,
};

export default nextConfig;
