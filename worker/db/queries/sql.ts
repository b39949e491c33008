/** SQL fragments shared by the queries. */

/** Now, as the ISO-8601 UTC text every timestamp column holds. */
export const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
export const IN_ONE_MONTH = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+1 month')`;
