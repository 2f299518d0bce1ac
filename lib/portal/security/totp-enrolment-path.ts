/** D27: where a member whose TPP requires TOTP, and who has none, sets it up before anything else. */
export const totpEnrolmentPath = '/portal/security?enrol=required';
