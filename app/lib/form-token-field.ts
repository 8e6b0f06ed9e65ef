/**
 * The hidden field that carries the signed time the form was issued at. A module of its own
 * so that the browser's shell (the submission hold's gate) has the name without the timing.
 */
export const FORM_TOKEN_FIELD = "formToken";
