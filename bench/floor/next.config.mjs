// The framework floor: a bare app-router static export built with the site's own next/react.
/** @type {import('next').NextConfig} */
const config = {
  output: 'export',
  trailingSlash: false,
  reactStrictMode: true,
  poweredByHeader: false,
};

export default config;
