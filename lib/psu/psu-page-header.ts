/** D30: the request header `proxy.ts` puts the PSU page's path and query in; only PSU pages and the home page carry it. */
export const psuPageHeader = 'x-nordbank-psu-page';
