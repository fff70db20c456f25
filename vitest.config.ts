import { defineConfig } from "vitest/config";
import { siteDefines } from "./site-url.config.ts";

export default defineConfig({
  define: siteDefines(),
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "server/**/*.test.ts", "scripts/**/*.test.ts", "deploy/**/*.test.ts"],
    environment: "node",
  },
});
