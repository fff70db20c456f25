import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { siteDefines } from "./site-url.config.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: siteDefines(),
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
});
