/** A domain's editor page (spec 2 §2.1 /domains/{id}). */
export const domainPath = (id: number | string) => `/domains/${id}`;
