/** The markers the search index (FTS5 or ts_headline) puts around a matched word; components turn them into <mark>, never into HTML. */
export const MARK_START = "\u0001";
export const MARK_END = "\u0002";
