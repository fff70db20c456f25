import { armFormIsland } from "./components/forms/island-trigger";
import { enhance } from "./enhance/main";

/**
 * The one script of every page. It enhances the HTML (app/enhance); on a form page it also hydrates
 * the form, and only the form, as an island once the visitor starts to use it (docs/decisions/021).
 */
enhance();
armFormIsland(() => import("./components/forms/island.client").then(({ hydrateFormIsland }) => hydrateFormIsland));
