import type { Action } from "~/content/types";
import type { CallTopic, ProjectType } from "~/leads";
import type { ServiceKey } from "./services";

/**
 * What a service page's buttons preselect (usability test 1, m3): "Get a quote" opens the quote form
 * with the project type of the service (`?type=`), "Talk to an expert" the call form with its topic
 * (`?topic=`). Each service has a type of its own, or the type whose extra fields fit its
 * deliverables (an architectural survey is delivered as plans, sections and elevations: Scan to CAD).
 * AR-integrated BIM has none: it starts from a model the client may already have, so the visitor chooses.
 */
export const SERVICE_PROJECT_TYPES: Partial<Record<ServiceKey, ProjectType>> = {
  "aec/architectural-survey": "scan-to-cad",
  "aec/heritage-survey": "heritage-survey",
  "aec/facade-survey": "facade-survey",
  "aec/tree-survey": "tree-survey",
  "aec/construction-setting-out": "setting-out",
  "aec/land-surveying": "land-survey",
  "industrial/scan-to-bim": "industrial-plant-scanning",
  "industrial/as-built-qaqc": "as-built-reports",
  "construction/scan-to-bim": "scan-to-bim",
  "construction/scan-to-cad": "scan-to-cad",
  "construction/as-built-progress": "as-built-reports",
  "maritime/ship-yacht-scanning": "ship-yacht-scanning",
  "drone/3d-modelling": "drone-survey",
  "drone/existing-map": "drone-survey",
  "drone/site-plans": "drone-survey",
};

/** The call topic of each service's group. */
const GROUP_CALL_TOPICS: Record<string, CallTopic> = {
  aec: "surveying",
  industrial: "industrial",
  construction: "scan-to-bim",
  maritime: "maritime",
  drone: "drone",
};

export function serviceCallTopic(service: ServiceKey): CallTopic | undefined {
  return GROUP_CALL_TOPICS[service.split("/")[0]];
}

/** The actions with the service's project type on the quote and its topic on the call. */
export function preselectFor(service: ServiceKey, actions: readonly Action[]): Action[] {
  const type = SERVICE_PROJECT_TYPES[service];
  const callTopic = serviceCallTopic(service);
  return actions.map((action) =>
    action.to === "get-a-quote" && type && !action.type
      ? { ...action, type }
      : action.to === "talk-to-an-expert" && callTopic && !action.callTopic
        ? { ...action, callTopic }
        : action,
  );
}
