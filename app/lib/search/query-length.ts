/**
 * Long enough for any real query ("eau de parfum boisée à la vanille et au cuir"), short enough to
 * refuse junk. Its own module: the header's search box on every page needs this number, not the
 * finder's filters.
 */
export const QUERY_MAX_LENGTH = 200;
