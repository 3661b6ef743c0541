// Direction marks, embeddings, overrides and isolates: echoed, they would turn the page's own words around them. Its own
// module so the search box's island takes this rule without the search's options.
export const DIRECTION_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export const withoutDirectionControls = (text: string): string => text.replace(DIRECTION_CONTROLS, "");
