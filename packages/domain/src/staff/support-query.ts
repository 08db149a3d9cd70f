/** The player-support search's text: at least this many characters (issue 27). */
export const SUPPORT_QUERY_MIN = 2;
/** …and at most this many: the console's field stops there, the server refuses more. */
export const SUPPORT_QUERY_MAX = 200;
