/** The shop's page showing the EU guarantee notice in full: what the CGV, the cart and the emails point to (decision 141). */
export const GUARANTEE_NOTICE_PATH = "/garantie-legale";
