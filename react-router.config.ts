import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/site/prerender";

export default {
  ssr: true,
  // Each page carries only its own routes; a link's route is fetched when it is followed (links
  // never ask for routes ahead: discover="none" in PageLink and the few plain Links). See 004.
  routeDiscovery: { mode: "lazy" },
  async prerender() {
    return prerenderPaths();
  },
} satisfies Config;
