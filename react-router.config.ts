import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/site/prerender";

export default {
  ssr: true,
  // The whole route manifest ships once, as one cached file, instead of a /__manifest request
  // per page for the links it shows (see docs/decisions/004).
  routeDiscovery: { mode: "initial" },
  async prerender() {
    return prerenderPaths();
  },
} satisfies Config;
