/** The element that holds a form page's form: React renders it at build time and hydrates it, and nothing else, in the browser. */
export const FORM_ISLAND_ATTRIBUTE = "data-form-island";
/** The JSON block beside it with the props both renders start from. */
export const FORM_ISLAND_PROPS_ATTRIBUTE = "data-form-island-props";
