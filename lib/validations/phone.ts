/** Digits with an optional leading + and spaces or dashes between, as people write phone numbers. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;
export const PHONE_MESSAGE = "Phone must be a number, like 01711000000";
