import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/site/prerender";

export default {
  ssr: true,
  async prerender() {
    return prerenderPaths();
  },
} satisfies Config;
