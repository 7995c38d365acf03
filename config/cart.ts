/**
 * The basket page's `?unadded`: "Add to basket", posted by the browser itself before the page's
 * script took the button over, could not add the part (app/api/cart); the basket says so.
 */
export const CART_UNADDED = "unadded";
