/** The address the PSU pages give for questions to the bank (footer "Contact us", the privacy page). */
export const customerServiceEmail = 'kundeservice@nordbank.example';
