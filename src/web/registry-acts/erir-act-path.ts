/** An order act's editor page (spec 2 §2.1 /erirActs/{id}). */
export const erirActPath = (id: number | string) => `/erirActs/${id}`;
