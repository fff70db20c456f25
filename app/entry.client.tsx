import { FORM_ISLAND_ATTRIBUTE } from "./components/forms/island-attributes";
import { enhance } from "./enhance/main";

/**
 * The one script of every page. It enhances the HTML (app/enhance); on a form page it first
 * hydrates the form, and only the form, as an island (docs/decisions/021).
 */
if (document.querySelector(`[${FORM_ISLAND_ATTRIBUTE}]`))
  void import("./components/forms/island.client").then(({ hydrateFormIsland }) => hydrateFormIsland(() => enhance()));
else enhance();
